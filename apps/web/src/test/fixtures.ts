import {
  type Counts,
  countsSchema,
  type Legal,
  legalSchema,
  type ProfileCard,
  profileCardSchema,
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
      name: "Officer",
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
