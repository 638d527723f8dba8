import type { WorkType } from "./careers.data.ts";

// Fragments use the tokens documented in voice.ts; {occ}, {a}, {city}, {home}, {degree}, {study},
// {h1}, {h2}, {family}, {values} and {years} are filled by profile-texts.ts.

export const aboutOpeners = [
  "{N} {be} a cheerful, grounded person who believes that small everyday kindness keeps a family together.",
  "{N} would describe {self} as calm, practical and a good listener.",
  "{N} {be} an easy-going person with modern thinking and strong traditional roots.",
  "{N} {be} close to {pos} family and {v:value} honesty and patience above everything else.",
  "{N} {be} an optimistic, down-to-earth person who likes to keep life simple.",
  "{N} {be} curious and ambitious, but family always comes first.",
  "{N} {be} a respectful, sincere person who enjoys quiet evenings at home as much as long drives.",
  "{N} {be} warm, talkative and, as friends say, a bit of a foodie.",
];

export const aboutWork: Record<WorkType, readonly string[]> = {
  private_job: [
    "{S} {v:work} as {a} {occ} in {city} and {v:enjoy} the problem-solving side of the job.",
    "Professionally, {s} {be} {a} {occ} based in {city} and {v:take} pride in doing the work well.",
    "{S} {have} been working as {a} {occ} in {city} for a few years and {v:find} it genuinely satisfying.",
  ],
  government_job: [
    "{S} {v:work} as {a} {occ} in {city} and {v:value} the chance to serve people every day.",
    "{S} {be} {a} {occ} in {city}; the job is stable and leaves time for family.",
  ],
  professional: [
    "{S} {be} {a} {occ} in {city} and {v:care} deeply about the people {s} {v:work} with.",
    "Professionally, {s} {be} {a} {occ} based in {city}, a field {s} chose out of real interest.",
  ],
  self_employed: [
    "{S} {be} {a} {occ} with {pos} own practice in {city}, working with clients across Gujarat.",
    "{S} {v:run} {pos} own practice as {a} {occ} in {city}, which keeps {obj} busy but happy.",
  ],
  business: [
    "{S} {v:look} after the family's {occ} in {city} and {have} big plans to grow it.",
    "{S} {v:run} {pos} own {occ} in {city}, which keeps {obj} busy but happy.",
  ],
  studying: [
    "Right now {s} {be} focused on {study} and {v:plan} to start working soon after.",
    "{S} {have} completed {pos} {degree} and {be} now working towards {study}.",
  ],
  not_working: [
    "After completing {pos} {degree}, {s} chose to stay at home and {v:help} run the household.",
  ],
};

export const aboutHobbies = [
  "In free time {s} {v:enjoy} {h1} and {h2}.",
  "Weekends usually mean {h1}, {h2} or simply time with family.",
  "{S} {have} a soft spot for {h1} and never {v:say} no to {h2}.",
];

export const aboutFamily = [
  "{S} {v:come} from a {family} family in {home} with {values}.",
  "{Pos} family is a {family} one from {home}, with {values}.",
];

export const familyValuesPhrase = {
  traditional: "traditional values",
  moderate: "a healthy mix of tradition and modern thinking",
  liberal: "open-minded, liberal values",
} as const;

export const aboutClosers = [
  "{S} {v:believe} marriage is a partnership of equals built on respect and trust.",
  "{S} {v:hope} to build a home full of laughter, good food and mutual respect.",
  "Looking forward to meeting someone who feels like home.",
  "{S} {v:value} family traditions and {be} equally comfortable in a modern setting.",
];

export const expectationLeads = [
  "Looking for a kind, well-educated partner who values family as much as career.",
  "Looking for someone honest and understanding, to share both responsibilities and laughter.",
  "Seeking a caring, family-oriented partner who respects both families equally.",
  "Hoping to meet a well-settled, positive person who believes in supporting each other's goals.",
  "Looking for a life partner with a good sense of humour and a mature outlook.",
];

export const expectationByDiet = {
  vegetarian: "A vegetarian partner is preferred.",
  jain: "Jain food habits are followed at home, so a Jain or strictly vegetarian partner would be ideal.",
  eggetarian: "No strict preference on food habits.",
  non_vegetarian: "No strict preference on food habits.",
  vegan: "Plant-based food matters to {obj}; an open-minded foodie is welcome.",
} as const;

export const expectationByRegion = {
  gujarat:
    "Preference for someone settled in Gujarat, though Mumbai or abroad is fine for the right match.",
  india: "Open to a partner from {city} or anywhere in Gujarat.",
  abroad: "Ideally someone settled in, or happy to move to, {city}.",
} as const;

export const expectationExtras = [
  "The partner should be at least a graduate.",
  "Education and a steady career matter more than income.",
  "An age difference of up to {years} years is fine.",
  "Someone from the Gujarati community is preferred, but the right person matters more.",
  "Good communication and respect for elders are a must.",
];

export const expectationCareer =
  "Should be comfortable with {obj} continuing {pos} career after marriage.";
export const expectationStudies =
  "Should support {pos} plans to finish {pos} studies and build a career.";
export const expectationManglik = "As {pos} kundli has mangal dosh, a manglik match is preferred.";
export const expectationRemarriage = "Open to partners who have been married before.";

export const careerGoals: Record<WorkType, readonly string[]> = {
  private_job: [
    "To grow into a leadership role within the next few years.",
    "To keep learning and move into a senior role, possibly with a stint abroad.",
    "To complete a part-time MBA alongside work.",
  ],
  government_job: [
    "To clear the next departmental exam and grow within public service.",
    "To serve the community while keeping a steady work-life balance.",
  ],
  professional: [
    "To set up an independent practice in {city}.",
    "To specialise further and build a trusted name in the field.",
  ],
  self_employed: [
    "To grow the practice into a small studio with a team.",
    "To take on bigger projects and build a strong portfolio.",
  ],
  business: [
    "To take the family business to the next level and open a second branch.",
    "To start exporting and bring the business online.",
  ],
  studying: [
    "To complete the course with distinction and start working in the field.",
    "To gain a few years of work experience before any further studies.",
  ],
  not_working: [
    "Open to taking up work again later, depending on family needs.",
    "Interested in starting a small home business in the future.",
  ],
};
