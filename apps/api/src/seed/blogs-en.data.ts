import type { BlogPost } from "./blogs.ts";

export const englishPosts: readonly BlogPost[] = [
  {
    lang: "en",
    daysAgo: 4,
    title: "How to write a biodata that families read to the end",
    summary:
      "A biodata is often the first thing two families share. Keep it honest, short and warm: here is what to include and what to leave out.",
    paragraphs: [
      "In most Gujarati families the biodata still travels first: from one aunt's phone to another, printed for the grandparents, read twice over tea. It is worth an evening of care, because it sets the tone for every conversation that follows.",
      "Start with the basics in a clear order: full name, date and place of birth, height, education, work and the city you live in today. Then the family: parents' occupations, siblings, native place and mosal. Families look for these details first, so put them where the eye lands.",
      "Write the about-me part in your own voice, in four or five sentences. Say what a normal Sunday looks like, what you care about, and what kind of home you hope to build. Avoid lists of adjectives; one small true story says more than 'caring, honest, family-oriented'.",
      "Be precise about the things that matter later: diet, whether you plan to live in Gujarat or abroad, and whether you wish to continue working or studying. Surprises on these points cause more heartbreak than any mismatch of horoscopes.",
      "Choose two or three recent photos taken in daylight: one close-up with a natural smile and one full-length. Heavy filters make families wonder what else is edited.",
      "Finally, verify your identity on Sagpan. A verified badge tells the other family that the person behind the biodata is real, and only verified profiles can have their PDF biodata downloaded by other members.",
    ],
  },
  {
    lang: "en",
    daysAgo: 11,
    title: "Gun Milan explained: what the 36 points really mean",
    summary:
      "Ashtakoota matching adds eight scores to a total out of 36. Here is what each part measures, why birth time matters, and how to read the result calmly.",
    paragraphs: [
      "Gun Milan, or Ashtakoota matching, compares the Moon's position at the birth of the bride and the groom. The Moon's nakshatra and rashi decide everything, which is why an accurate birth date, time and place make the result meaningful.",
      "The eight kootas carry increasing weight: Varna (1 point) for temperament, Vashya (2) for mutual attraction, Tara (3) for well-being, Yoni (4) for physical compatibility, Graha Maitri (5) for the friendship of the Moon-sign lords, Gana (6) for nature, Bhakoot (7) for family welfare and Nadi (8) for health and progeny. Together they make 36.",
      "Most families treat 18 points as the traditional minimum, 24 and above as a good match and 32 and above as excellent. Two situations are looked at separately: Nadi dosha, when both share the same nadi, and Bhakoot dosha, when the Moon signs sit in certain positions from each other. Astrologers also know several exceptions that cancel these doshas.",
      "When the birth time is not known, the first syllable of the birth name (the janma naam) can stand in for the nakshatra. Sagpan shows which basis it used, so you always know how much weight to give the score.",
      "A score is a conversation starter, not a verdict. Many happy couples have modest scores, and no number replaces meeting each other, talking about values, and involving the elders you trust.",
    ],
  },
  {
    lang: "en",
    daysAgo: 19,
    title: "Meeting a match for the first time: a safety checklist",
    summary:
      "Most people you meet here are sincere. A few simple habits keep the first meetings comfortable and safe for everyone.",
    paragraphs: [
      "Talk on Sagpan's chat first, and move to phone calls only when you feel at ease. There is no hurry to share your personal number, home address or workplace in the first few messages.",
      "Prefer profiles with a verified identity badge, and look at the other verification badges too. If something in the profile does not add up, ask politely; a genuine person will not mind explaining.",
      "Meet for the first time in a public place during the day, such as a cafe in a busy area or a family-friendly restaurant. Tell a family member or friend where you are going, and arrange your own travel to and from the meeting.",
      "Never send money, gift cards or documents to someone you have not met, whatever the story. Requests for money are the clearest warning sign there is; report such profiles from the profile page so our team can act quickly.",
      "Involve your family early. In our community families have always helped each other check references, and that habit remains one of the best protections there is.",
      "Trust your instincts. If a conversation makes you uncomfortable, you can block the member at any time; they will not be able to see you or contact you again.",
    ],
  },
  {
    lang: "en",
    daysAgo: 33,
    title: "One profile, many hands: managing a profile as a family",
    summary:
      "Parents, siblings and the member can all help with a profile. Here is how to share the work without stepping on each other's toes.",
    paragraphs: [
      "In many homes the search for a match is a family project. A parent may create the profile, an elder sister may write the about-me text, and the member may handle the chats. Sagpan asks who manages the profile at sign-up so that others know who they are talking to.",
      "Agree early on who replies to interests and chat requests. Two people answering the same family in different tones leaves a confusing impression; one clear voice, with the member's consent, works best.",
      "Sit together once to fill in the profile. Parents know the family details, the native place and the mosal far better, while the member knows what they want from their career and their future home. The best profiles mix both.",
      "Add relatives' contact details on the contacts page so that verified members can reach the right elder directly. Adding contacts also raises your profile score.",
      "Above all, keep the member at the centre. The profile is about their life; the family's role is to guide, support and open doors, and the final word belongs to the two people getting married.",
    ],
  },
];
