import { type PlanName, planDays, planPrices, toPaise } from "@sagpan/contract";
import type { subscriptions } from "../db/schema.ts";
import { type MemberOptions, makeMember, type SeedMember } from "./member-factory.ts";
import { createRng, seededUuidv7 } from "./random.ts";

/** The password the README and the start log print for the demo accounts. */
export const DEMO_PASSWORD = "sagpan123";

interface DemoAccount {
  email: string;
  plan: PlanName;
  admin: boolean;
  member: Pick<MemberOptions, "gender" | "name" | "lastName" | "verified">;
}

const accounts: readonly DemoAccount[] = [
  {
    email: "free@demo.sagpan.in",
    plan: "Free",
    admin: false,
    member: {
      gender: "male",
      name: "Dhruv",
      lastName: "Patel",
      verified: { id: false, job: false, income: false, property: false },
    },
  },
  {
    email: "belief@demo.sagpan.in",
    plan: "Belief",
    admin: false,
    member: { gender: "female", name: "Krupa", lastName: "Desai", verified: { id: true } },
  },
  {
    email: "trust@demo.sagpan.in",
    plan: "Trust",
    admin: false,
    member: {
      gender: "male",
      name: "Parth",
      lastName: "Mehta",
      verified: { id: true, job: true, income: true, property: true },
    },
  },
  {
    email: "admin@demo.sagpan.in",
    plan: "Free",
    admin: true,
    member: { gender: "female", name: "Nirali", lastName: "Joshi", verified: { id: true } },
  },
];

/** For the README and the start log: who to sign in as, and what each account shows. */
export const demoLogins = accounts.map((a) => ({
  email: a.email,
  plan: a.plan,
  isAdmin: a.admin,
  password: DEMO_PASSWORD,
}));

const DAY = 86_400_000;

export function makeDemoAccounts(
  now: Date,
  passwordHash: string,
): { member: SeedMember; subscription: typeof subscriptions.$inferInsert | null }[] {
  return accounts.map((account) => {
    // Each account has its own stream, so changing the community size never changes them.
    const rng = createRng(account.email);
    const member = makeMember(rng, {
      ...account.member,
      now,
      passwordHash,
      email: () => account.email,
      managedBy: "self",
      lang: "en",
      isAdmin: account.admin,
      createdAt: new Date(now.getTime() - 30 * DAY),
      complete: true,
    });
    if (account.plan === "Free") return { member, subscription: null };
    const startsAt = new Date(now.getTime() - 10 * DAY);
    return {
      member,
      subscription: {
        id: seededUuidv7(rng, startsAt.getTime()),
        userId: member.user.id as string,
        plan: account.plan,
        period: "yearly",
        amountPaise: toPaise(planPrices[account.plan].yearly),
        paymentId: "demo",
        startsAt,
        endsAt: new Date(startsAt.getTime() + planDays.yearly * DAY),
        createdAt: startsAt,
      },
    };
  });
}
