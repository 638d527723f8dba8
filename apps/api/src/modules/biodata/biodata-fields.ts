import type { Lang, Profile } from "@sagpan/contract";
import { NAKSHATRAS, RASHI_GUJARATI, RASHI_NAMES } from "@sagpan/gun-milan";
import { labels, values } from "./biodata-labels.ts";

/** One label and value; wide cells (free text) take the whole line. */
export interface Cell {
  label: string;
  value: string;
  wide?: boolean;
}

export interface Section {
  title: string;
  cells: Cell[];
}

type Texts = Record<Lang, string>;
type FieldName = keyof typeof labels.fields;

const fill = (template: Texts, lang: Lang, vars: Record<string, string | number>) =>
  template[lang].replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ""));

/** Date as people write it: "12 April 1997" / "12 એપ્રિલ 1997". */
export function longDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  return `${d} ${labels.months[lang][m - 1] ?? ""} ${y}`;
}

/** How the biodata shows each value (spec section 3: N/A, Yes/No, Male/Female). */
export function displayValues(profile: Profile, lang: Lang) {
  const na = labels.na[lang];
  const text = (v: string | null) => (v?.trim() ? v.trim() : na);
  const choice = (group: string, v: string | null) => (v ? (values[group]?.[v]?.[lang] ?? v) : na);
  const yesNo = (v: boolean | null) => (v === null ? na : (v ? labels.yes : labels.no)[lang]);

  const height = () => {
    if (profile.height === null) return na;
    const inches = Math.round(profile.height / 2.54);
    return `${fill(labels.cm, lang, { n: profile.height })} (${Math.floor(inches / 12)}' ${inches % 12}")`;
  };
  const income = () =>
    profile.annual_income === null
      ? na
      : `₹${new Intl.NumberFormat("en-IN").format(profile.annual_income)}`;
  const maritalStatus = () => {
    if (profile.maritial_status !== "widowed" || lang === "en") {
      return choice("maritial_status", profile.maritial_status);
    }
    return profile.gender === "male" ? "વિધુર" : "વિધવા";
  };
  // The family's typed rashi, and beside it the one computed from the birth details when that
  // differs (Gun Milan uses the computed one); the computed one alone when none was typed.
  const rashi = () => {
    const nameOf = (index: number) => (lang === "gu" ? RASHI_GUJARATI : RASHI_NAMES)[index];
    const typed = profile.rashi ? nameOf(RASHI_NAMES.indexOf(profile.rashi)) : undefined;
    const computed = profile.moon_rashi ? nameOf(profile.moon_rashi - 1) : undefined;
    if (typed && computed && typed !== computed) {
      return fill(labels.rashiDiffers, lang, { typed, computed });
    }
    if (typed) return typed;
    return computed ? fill(labels.rashiComputed, lang, { computed }) : na;
  };
  const nakshatra = () => {
    const info = profile.nakshatra ? NAKSHATRAS[profile.nakshatra - 1] : undefined;
    if (!info) return na;
    const name = lang === "gu" ? info.gujarati : info.name;
    if (!profile.pada) return name;
    return lang === "gu" ? `${name}, ચરણ ${profile.pada}` : `${name}, pada ${profile.pada}`;
  };

  return {
    name: `${profile.name} ${profile.lastName}`.trim(),
    gender: choice("gender", profile.gender),
    birthdate: longDate(profile.birthdate, lang),
    age: fill(labels.years, lang, { n: profile.age }),
    height: height(),
    maritial_status: maritalStatus(),
    current_city: text(profile.current_city),
    bloodgroup: text(profile.bloodgroup),
    dietary_preferences: choice("dietary_preferences", profile.dietary_preferences),
    drinking_habits: choice("habit", profile.drinking_habits),
    smoking_habits: choice("habit", profile.smoking_habits),
    hobbies_and_interests: text(profile.hobbies_and_interests),
    aboutme: text(profile.aboutme),
    managed_by: choice("managed_by", profile.managed_by),
    education: text(profile.education),
    degree: text(profile.degree),
    work: choice("work", profile.work),
    occupation: text(profile.occupation),
    annual_income: income(),
    career_goals: text(profile.career_goals),
    father_occupation: text(profile.father_occupation),
    mother_occupation: text(profile.mother_occupation),
    number_of_siblings:
      profile.number_of_siblings === null ? na : String(profile.number_of_siblings),
    siblings_details: text(profile.siblings_details),
    family_type: choice("family_type", profile.family_type),
    family_values: choice("family_values", profile.family_values),
    family_financial_status: choice("family_financial_status", profile.family_financial_status),
    mamkul: text(profile.mamkul),
    property_details: text(profile.property_details),
    rashi: rashi(),
    nakshatra: nakshatra(),
    gotra: text(profile.gotra),
    mangal_dosh: yesNo(profile.mangal_dosh),
    birth_time: text(profile.birth_time),
    birth_place: text(profile.birth_place),
    birth_name: text(profile.birth_name),
    expectation: text(profile.expectation),
    type_of_marriage_ceremony: choice(
      "type_of_marriage_ceremony",
      profile.type_of_marriage_ceremony,
    ),
    interest_in_continuing_education: yesNo(profile.interest_in_continuing_education),
  } satisfies Partial<Record<FieldName, string>>;
}

type Shown = keyof ReturnType<typeof displayValues>;

/** Short fields sit two to a line; free-text ones (marked wide) get a line of their own. */
const layout: { section: keyof typeof labels.sections; fields: [Shown, "wide"?][] }[] = [
  {
    section: "personal",
    fields: [
      ["name"],
      ["gender"],
      ["birthdate"],
      ["age"],
      ["height"],
      ["maritial_status"],
      ["current_city"],
      ["bloodgroup"],
      ["dietary_preferences"],
      ["drinking_habits"],
      ["smoking_habits"],
      ["managed_by"],
      ["hobbies_and_interests", "wide"],
      ["aboutme", "wide"],
    ],
  },
  {
    section: "work",
    fields: [
      ["education"],
      ["degree"],
      ["work"],
      ["occupation"],
      ["annual_income"],
      ["career_goals", "wide"],
    ],
  },
  {
    section: "family",
    fields: [
      ["father_occupation"],
      ["mother_occupation"],
      ["number_of_siblings"],
      ["family_type"],
      ["family_values"],
      ["family_financial_status"],
      ["mamkul"],
      ["siblings_details", "wide"],
      ["property_details", "wide"],
    ],
  },
  {
    section: "astrology",
    fields: [
      ["rashi"],
      ["nakshatra"],
      ["gotra"],
      ["mangal_dosh"],
      ["birth_time"],
      ["birth_place"],
      ["birth_name"],
    ],
  },
  {
    section: "preferences",
    fields: [
      ["type_of_marriage_ceremony"],
      ["interest_in_continuing_education"],
      ["expectation", "wide"],
    ],
  },
];

export function sectionsFor(profile: Profile, lang: Lang): Section[] {
  const shown = displayValues(profile, lang);
  return layout.map(({ section, fields }) => ({
    title: labels.sections[section][lang],
    cells: fields.map(([field, wide]) => ({
      label: labels.fields[field][lang],
      value: shown[field],
      ...(wide ? { wide: true } : {}),
    })),
  }));
}
