import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  ads,
  blogs,
  consents,
  partnerPreferences,
  profiles,
  profileVisits,
  subscriptions,
  users,
} from "../db/schema.ts";
import { hashPassword } from "../lib/passwords.ts";
import { buildBlogs } from "./blogs.ts";
import { makeDemoAccounts } from "./demo-accounts.ts";
import { makeDemoActivity } from "./demo-activity.ts";
import { makeDemoAd } from "./demo-ad.ts";
import { makeMember, type SeedMember } from "./member-factory.ts";
import { createRng } from "./random.ts";

export { DEMO_PASSWORD, demoLogins } from "./demo-accounts.ts";

export interface SeedSummary {
  members: number;
  men: number;
  women: number;
  demoAccounts: number;
  subscriptions: number;
  blogs: number;
  ms: number;
}

export interface SeedOptions {
  password: string;
  /** Community members besides the demo accounts (default 320). */
  profiles?: number;
  now?: Date;
  /** Empty the seeded tables first, in the same transaction: a failed reseed keeps the old data. */
  reset?: boolean;
}

const DEFAULT_MEMBERS = 320;
/** Rows per INSERT: big enough to be quick, small enough to stay far below the bind limit. */
const BATCH = 100;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** The community members; member N always gets the same person, whatever the total. */
export function makeCommunity(count: number, now: Date, passwordHash: string): SeedMember[] {
  const members: SeedMember[] = [];
  for (let n = 1; n <= count; n++) {
    members.push(
      makeMember(createRng(`sagpan-member-${n}`), {
        gender: n % 2 === 0 ? "male" : "female",
        now,
        passwordHash,
        email: (name, lastName) => `${name}.${lastName}.${n}@demo.sagpan.in`,
      }),
    );
  }
  return members;
}

/** Loads the demo community, demo accounts, blog posts and an ad in one transaction. */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  // One argon2 hash for everyone: hashing 300+ times would cost seconds for no benefit.
  const passwordHash = await hashPassword(opts.password);
  const demo = makeDemoAccounts(now, passwordHash);
  const community = makeCommunity(opts.profiles ?? DEFAULT_MEMBERS, now, passwordHash);
  const members = [...demo.map((d) => d.member), ...community];
  const activity = makeDemoActivity(
    demo.map((d) => d.member),
    community,
    now,
  );
  const plans = demo.flatMap((d) => (d.subscription ? [d.subscription] : []));
  const posts = buildBlogs(createRng("sagpan-blogs"), now);

  await db.transaction(async (tx) => {
    if (opts.reset) await clearDemoData(tx);
    await insertInBatches(members, (batch) => tx.insert(users).values(batch.map((m) => m.user)));
    await insertInBatches(members, (batch) =>
      tx.insert(profiles).values(batch.map((m) => m.profile)),
    );
    await insertInBatches(members, (batch) =>
      tx.insert(partnerPreferences).values(batch.map((m) => m.preferences)),
    );
    await insertInBatches(members, (batch) =>
      tx.insert(consents).values(batch.flatMap((m) => m.consents)),
    );
    if (plans.length > 0) await tx.insert(subscriptions).values(plans);
    await tx.insert(blogs).values(posts);
    await tx.insert(ads).values(makeDemoAd(now));
    if (activity.visits.length > 0) await tx.insert(profileVisits).values(activity.visits);
  });

  const men = members.filter((m) => m.profile.gender === "male").length;
  return {
    members: members.length,
    men,
    women: members.length - men,
    demoAccounts: demo.length,
    subscriptions: plans.length,
    blogs: posts.length,
    ms: Math.round(performance.now() - started),
  };
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

/**
 * Empties the tables the seed fills. CASCADE also clears every table that points at users
 * (interests, messages, ...): a reset community starts with no leftovers from the old one.
 */
export async function clearDemoData(db: Db): Promise<void> {
  await db.execute(
    sql`truncate table ${consents}, ${subscriptions}, ${profiles}, ${users}, ${blogs}, ${ads} cascade`,
  );
}
