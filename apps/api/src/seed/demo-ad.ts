import type { ads } from "../db/schema.ts";
import { uuidv7 } from "../lib/ids.ts";

const YEAR = 365 * 86_400_000;

/**
 * The demo community's running ad (issue 23, item 11): a fresh demo shows what a Free member
 * meets, a popup a little after signing in, without an admin making one first. A "normal" ad
 * (closable at once), for Free members only, running for a year from the seeding day; members
 * who paid and admins never get it (a plan benefit).
 */
export function makeDemoAd(now: Date): typeof ads.$inferInsert {
  return {
    id: uuidv7(),
    title: "Shubh Lagna Caterers",
    description:
      "Gujarati thali, Kathiyawadi and Jain menus for engagement, mehndi and wedding dinners, 50 to 1,500 guests.",
    price: "From ₹450 a plate",
    advertiserName: "Shubh Lagna Caterers, Ahmedabad",
    advertiserContact: "+91 98250 00000",
    status: "normal",
    target: "free",
    startsAt: now,
    endsAt: new Date(now.getTime() + YEAR),
  };
}
