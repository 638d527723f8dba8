import {
  type Counts,
  countsSchema,
  emptyPreferences,
  type Legal,
  legalSchema,
  type Points,
  type Preferences,
  type Profile,
  type ProfileCard,
  pointsSchema,
  profileCardSchema,
  profileReplySchema,
  profileSchema,
  type Session,
  type SiteInfo,
  sessionSchema,
  siteInfoSchema,
} from "@sagpan/contract";

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** An unsigned JWT-shaped token; the web app only reads its `exp`. */
export function makeToken(expSeconds: number, userId = "u-1") {
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url({ sub: userId, exp: expSeconds })}.sig`;
}

const inOneDay = () => Math.floor(Date.now() / 1000) + 86_400;

/** Fixtures are parsed with the contract's schemas, so they cannot drift from the API. */
export function sessionFixture(overrides: Partial<Session> = {}): Session {
  const exp = overrides.exp ?? inOneDay();
  return sessionSchema.parse({
    token: makeToken(exp, overrides.userId),
    exp,
    userId: "u-1",
    name: "Asha",
    userPic: null,
    myplan: "Free",
    isAdmin: false,
    hasPassword: false,
    ...overrides,
  });
}

export const siteFixture = (): SiteInfo =>
  siteInfoSchema.parse({
    community: "Demo Samaj",
    contact: { email: "help@example.org", phone: "+91 90000 00000", address: "Ahmedabad" },
    social: [{ name: "Facebook", url: "https://facebook.com/example" }],
    grievance_officer: {
      name: "Smt. Officer",
      name_gu: "શ્રીમતી અધિકારી",
      email: "grievance@example.org",
      phone: "+91 90000 00001",
      address: "Ahmedabad",
    },
  });

export const legalFixture = (): Legal =>
  legalSchema.parse({
    version: "2026-11-01",
    updated: "2026-11-01",
    sections: [
      { title: { en: "Use", gu: "ઉપયોગ" }, body: { en: "For marriage only.", gu: "ફક્ત લગ્ન માટે." } },
    ],
    grievance_officer: siteFixture().grievance_officer,
  });

export const countsFixture = (overrides: Partial<Counts> = {}): Counts =>
  countsSchema.parse({ chat_count: 0, interests_received: 0, chat_requests: 0, ...overrides });

export const profileCardFixture = (overrides: Partial<ProfileCard> = {}): ProfileCard =>
  profileCardSchema.parse({
    id: "p-1",
    name: "Kavya",
    lastName: "Shah",
    gender: "female",
    age: 27,
    height: 160,
    current_city: "Surat",
    education: "B.Com",
    occupation: "Accountant",
    primary_profile_pic: null,
    avatar_url: "/api/v1/files/avatar.svg",
    badges: { id: false, job: false, income: false, property: false },
    gun: null,
    ...overrides,
  });

/** A whole profile as `GET /profiles/{id}` sends it; every field filled unless overridden. */
export const profileFixture = (overrides: Partial<Profile> = {}): Profile =>
  profileSchema.parse({
    id: "p-1",
    name: "Kavya",
    lastName: "Shah",
    maritial_status: "never_married",
    gender: "female",
    height: 160,
    birthdate: "1998-04-21",
    current_city: "Surat",
    bloodgroup: "O+",
    work: "private_job",
    occupation: "Accountant",
    annual_income: 690_000,
    education: "B.Com",
    degree: "B.Com, CA Inter",
    career_goals: "To qualify as a chartered accountant.",
    property_details: "Own house in Adajan",
    number_of_siblings: 1,
    siblings_details: "Younger brother, studying",
    father_occupation: "Textile trader",
    mother_occupation: "Homemaker",
    mamkul: "Desai (Navsari)",
    family_financial_status: "upper_middle_class",
    family_type: "joint",
    family_values: "moderate",
    hobbies_and_interests: "Garba, reading",
    aboutme: "Cheerful and close to my family.",
    dietary_preferences: "jain",
    drinking_habits: "never",
    smoking_habits: "never",
    expectation: "A kind, settled partner.",
    type_of_marriage_ceremony: "traditional",
    interest_in_continuing_education: true,
    rashi: "Sinh",
    gotra: "Kashyap",
    mangal_dosh: false,
    birth_time: "11:40",
    birth_place: "Surat",
    birth_timezone: "Asia/Kolkata",
    birth_name: "Madhavi",
    age: 27,
    nakshatra: 10,
    pada: 2,
    moon_rashi: 5,
    video_intro: null,
    pics: [],
    primary_profile_pic: null,
    avatar_url: "/api/v1/avatars/p-1.svg",
    contact: [],
    badges: { id: true, job: false, income: false, property: false },
    score: 70,
    managed_by: "parent",
    education_level: "bachelors",
    native_place: "Navsari",
    sub_community: "Dasha Shrimali Vanik",
    languages: ["Gujarati", "Hindi"],
    member_no: "SG-10234",
    ...overrides,
  });

/** A Gun Milan result from birth charts: 28 of 36, a cancelled Nadi dosha and a Mangal one. */
export const pointsFixture = (overrides: Partial<Points> = {}): Points =>
  pointsSchema.parse({
    varna: 1,
    vashya: 2,
    tara: 3,
    yoni: 4,
    graha_maitri: 5,
    gana: 6,
    bhakoot: 7,
    nadi: 0,
    total: 28,
    basis: "birth_chart",
    doshas: [
      { kind: "nadi", cancelled: true, reasons: ["same_nakshatra_different_pada"], nadi: "antya" },
      { kind: "mangal", cancelled: false, reasons: [], manglik: "boy" },
    ],
    max: {
      varna: 1,
      vashya: 2,
      tara: 3,
      yoni: 4,
      graha_maitri: 5,
      gana: 6,
      bhakoot: 7,
      nadi: 8,
      total: 36,
    },
    band: "good",
    mangal: "mismatch",
    same_gotra: false,
    warnings: [],
    convention: "sagpan",
    ...overrides,
  });

type ProfileReply = ReturnType<typeof profileReplySchema.parse>;

export const profileReplyFixture = (
  overrides: { data?: Partial<Profile> } & Partial<Omit<ProfileReply, "data">> = {},
): ProfileReply =>
  profileReplySchema.parse({
    completion: {
      video_intro: false,
      personal_verification_added: false,
      job_verification_added: false,
      salary_verification_added: false,
      property_verification_added: false,
    },
    flags: {
      is_bookmarked: false,
      is_chat_requested: false,
      i_am_interested: false,
      profile_interested: false,
      is_blocked: false,
      contacts_hidden: null,
      can_chat: false,
      matched: false,
      chat_request: null,
      interest_received: null,
    },
    points: pointsFixture(),
    ...overrides,
    data: profileFixture(overrides.data),
  });

/** Saved partner preferences: none set, unless overridden. */
export const preferencesFixture = (overrides: Partial<Preferences> = {}): Preferences => ({
  ...emptyPreferences,
  ...overrides,
});
