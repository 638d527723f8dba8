import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { blocks } from "../blocks/blocks.table.ts";
import { managers } from "../managers/managers.table.ts";
import { activePlanOf } from "../plans/plans.repository.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { consents, passwordResetTokens, users } from "./accounts.table.ts";

export interface NewAccount {
  email: string;
  /** Null for an account made through Google sign-in, until the member sets a password. */
  passwordHash: string | null;
  managedBy: string;
  lang: string;
  ip: string | null;
  /** Null when the profile comes in a second step (the original system's sign-up, src/compat). */
  profile: { name: string; lastName: string; gender: "male" | "female"; birthdate: string } | null;
  phone?: string | null;
  consents: { kind: string; version: string }[];
  /**
   * For each window, at most `max` accounts from `ip` created after `since`, counted under a
   * lock; none for an address an admin lifted the limits for.
   */
  perAddress: { max: number; since: Date }[];
  /**
   * A taken email makes a pending registration (`shadow`) instead of failing: the email
   * sign-up form, which must not tell whether an email has an account. Decided under a lock
   * on the email, so two sign-ups at once for a new email make one account and one shadow.
   */
  shadowIfTaken?: boolean;
  /** Confirmed at creation: an email its owner already proved (Google). */
  emailConfirmed?: boolean;
}

/** Told after a committed write that changes what the token check caches (lib/shared-cache). */
export type MemberChanged = (userId: string) => void;
/** Told after a committed write that changes any profile list page (lib/shared-cache). */
export type ListsChanged = () => void;
/** Told after a committed write that ended the member's sessions (lib/revocations). */
export type MemberRevoked = (userId: string) => void;

/**
 * What every write that ends a member's sessions sets, with its own columns: the token version
 * goes up, so every token signed before stops working. After the commit its caller calls
 * `revoked` (lib/revocations), which closes the member's sockets on every node;
 * revocation.test.ts fails when a write to these columns skips either.
 */
export const endSessions = <T extends Partial<typeof users.$inferInsert>>(change: T) => ({
  ...change,
  tokenVersion: sql`${users.tokenVersion} + 1`,
});

export function createAccountsRepository({
  db,
  revoked,
  listsChanged = () => {},
}: {
  db: Db;
  /** Required: a repository that ends sessions without telling would leave sockets open. */
  revoked: MemberRevoked;
  listsChanged?: ListsChanged;
}) {
  // Every member call runs this: one named statement reads the account's state with what most
  // calls need of the member (gender, plan, Moon position), sparing later round trips.
  const memberState = db
    .select({
      tokenVersion: users.tokenVersion,
      deletedAt: users.deletedAt,
      suspendedAt: users.suspendedAt,
      emailConfirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
      gender: profiles.gender,
      gotra: profiles.gotra,
      nakshatra: profiles.nakshatra,
      pada: profiles.pada,
      moonRashi: profiles.moonRashi,
      moonDegree: profiles.moonDegree,
      plan: activePlanOf(users.id, sql.placeholder("now")),
      // A member with no block either way sees the shared list pages (profiles module).
      hasBlocks: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${users.id} or ${blocks.blockedId} = ${users.id})`,
      // A manager's account acts on the profile it manages (managers module).
      managesId: sql<
        string | null
      >`(select ${managers.memberId} from ${managers} where ${managers.managerUserId} = ${users.id} and ${managers.status} = 'active')`,
      // Whether what is done on this profile is recorded with who did it (managers.audit.ts).
      hasManagers: sql<boolean>`exists (select 1 from ${managers} where ${managers.memberId} = ${users.id} and ${managers.status} = 'active')`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, sql.placeholder("id")))
    .prepare("accounts_member_state");

  return {
    /** The token version and live state a token check needs, with the member's context. */
    async memberState(id: string, now: Date) {
      const [row] = await memberState.execute({ id, now });
      return row ?? null;
    },

    /** The account of this email; never a pending registration (shadow) made for it. */
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            eq(users.shadow, false),
            isNull(users.deletedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The newest pending registration (shadow) made with this email, if any. */
    async findShadow(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            eq(users.shadow, true),
            isNull(users.deletedAt),
          ),
        )
        .orderBy(desc(users.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Marks the email confirmed (idempotent); false for an unknown, deleted or shadow account. */
    async confirmEmail(userId: string, email: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now})` })
        .where(
          and(
            eq(users.id, userId),
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            eq(users.shadow, false),
            isNull(users.deletedAt),
          ),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * The user, profile and consents land together or not at all. The new account's id (and
     * whether it is a shadow), or null when its address has made too many accounts today.
     */
    async create(account: NewAccount): Promise<{ id: string; shadow: boolean } | null> {
      const id = uuidv7();
      let shadow = false;
      const created = await db.transaction(async (tx) => {
        if (account.ip && account.perAddress.length > 0) {
          // Parallel sign-ups from one address wait here for each other, so the count holds.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`signup:${account.ip}`}))`);
          for (const window of account.perAddress) {
            const [made] = await tx
              .select({ n: count() })
              .from(users)
              .where(and(eq(users.createdIp, account.ip), gt(users.createdAt, window.since)));
            if ((made?.n ?? 0) >= window.max) return false;
          }
        }
        if (account.shadowIfTaken) {
          const email = account.email.toLowerCase();
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email:${email}`}))`);
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(sql`lower(${users.email}) = ${email}`, eq(users.shadow, false)))
            .limit(1);
          shadow = taken !== undefined;
        }
        await tx.insert(users).values({
          shadow,
          emailConfirmedAt: account.emailConfirmed && !shadow ? sql`now()` : null,
          id,
          email: account.email,
          passwordHash: account.passwordHash,
          managedBy: account.managedBy,
          lang: account.lang,
          createdIp: account.ip,
          phone: account.phone ?? null,
        });
        if (account.profile) {
          await tx.insert(profiles).values({
            id,
            ...account.profile,
            avatarUrl: `/api/v1/avatars/${id}.svg`,
          });
        }
        await tx.insert(consents).values(
          account.consents.map((c) => ({
            id: uuidv7(),
            userId: id,
            kind: c.kind,
            version: c.version,
            lang: account.lang,
            ip: account.ip,
          })),
        );
        return true;
      });
      if (!created) return null;
      listsChanged();
      return { id, shadow };
    },

    /** Sets the password and bumps the token version so every older token stops working. */
    async setPassword(userId: string, passwordHash: string) {
      const [row] = await db
        .update(users)
        .set(endSessions({ passwordHash }))
        .where(eq(users.id, userId))
        .returning({ tokenVersion: users.tokenVersion });
      revoked(userId);
      return row!.tokenVersion;
    },

    async bumpTokenVersion(userId: string) {
      await db.update(users).set(endSessions({})).where(eq(users.id, userId));
      revoked(userId);
    },

    async profileSummary(userId: string) {
      const [row] = await db
        .select({
          name: profiles.name,
          lastName: profiles.lastName,
          avatarUrl: profiles.avatarUrl,
          score: profiles.score,
          idVerified: profiles.idVerified,
          jobVerified: profiles.jobVerified,
          incomeVerified: profiles.incomeVerified,
          propertyVerified: profiles.propertyVerified,
        })
        .from(profiles)
        .where(eq(profiles.id, userId))
        .limit(1);
      return row ?? null;
    },

    async createResetToken(userId: string, tokenHash: string, expiresAt: Date) {
      await db.insert(passwordResetTokens).values({ id: uuidv7(), userId, tokenHash, expiresAt });
    },

    /**
     * Marks the token used and sets the password in one transaction; returns false when the
     * token is unknown, used or expired. Using one link voids the member's other open links.
     */
    async useResetToken(tokenHash: string, now: Date, passwordHash: string): Promise<boolean> {
      const userId = await db.transaction(async (tx) => {
        const [token] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!token) return null;
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)),
          );
        await tx.update(users).set(endSessions({ passwordHash })).where(eq(users.id, token.userId));
        return token.userId;
      });
      if (userId === null) return false;
      revoked(userId);
      return true;
    },

    /**
     * Erases the member's data at once. The users row stays, emptied, only for the creation
     * IP and time the 2016 advisory asks us to keep; payment records stay for the tax law.
     */
    async erase(userId: string, now: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(profiles).where(eq(profiles.id, userId));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
        await tx.delete(consents).where(eq(consents.userId, userId));
        await tx
          .update(users)
          .set(
            endSessions({
              email: `deleted-${userId}@deleted.invalid`,
              passwordHash: null,
              phone: null,
              deletedAt: now,
            }),
          )
          .where(eq(users.id, userId));
      });
      revoked(userId);
      listsChanged();
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
