import { and, desc, eq, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  endSessions,
  type ListsChanged,
  type MemberRevoked,
} from "../accounts/accounts.repository.ts";
import { users } from "../accounts/accounts.table.ts";
import { paymentOrders } from "../payments/payments.table.ts";
import { activePlanOf } from "../plans/plans.repository.ts";
import { subscriptions } from "../plans/subscriptions.table.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { profileHolds, reports } from "../reports/reports.table.ts";

/** `%`, `_` and `\` typed by the admin match themselves, not any text. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The admin console's Members tab: find a member, read the account's facts, suspend and
 * restore. A suspension goes through the one session-ending path (`endSessions` + `revoked`),
 * and is a profile hold like the reports module's; restoring lifts the hold only when the open
 * reports about the member do not weigh enough to hold it again (`stillHeld`).
 */
export function createMembersRepository({
  db,
  revoked,
  listsChanged,
  stillHeld,
}: {
  db: Db;
  revoked: MemberRevoked;
  listsChanged: ListsChanged;
  /** Whether open reports alone hold this member out of lists (reports module's rule). */
  stillHeld: (userId: string, now: Date) => Promise<boolean>;
}) {
  const columns = (now: Date) => ({
    id: users.id,
    email: users.email,
    name: profiles.name,
    lastName: profiles.lastName,
    createdAt: users.createdAt,
    suspendedAt: users.suspendedAt,
    deletedAt: users.deletedAt,
    isAdmin: users.isAdmin,
    plan: activePlanOf(users.id, sql`${now.toISOString()}::timestamptz`),
    idVerified: profiles.idVerified,
    jobVerified: profiles.jobVerified,
    incomeVerified: profiles.incomeVerified,
    usergroup: profiles.usergroup,
    reportsTotal: sql<number>`(select count(*)::int from ${reports} where ${reports.targetId} = ${users.id})`,
    reportsOpen: sql<number>`(select count(*)::int from ${reports} where ${reports.targetId} = ${users.id} and ${reports.status} = 'open')`,
    held: sql<boolean>`exists (select 1 from ${profileHolds} where ${profileHolds.profileId} = ${users.id})`,
  });
  const select = (now: Date) =>
    db.select(columns(now)).from(users).leftJoin(profiles, eq(profiles.id, users.id));

  return {
    /** By profile id (exact), email or name (part of either); newest accounts first. */
    async search(q: string, limit: number, offset: number, now: Date) {
      const text = q.trim();
      const where = text
        ? or(
            eq(users.id, text),
            ilike(users.email, likePattern(text)),
            ilike(sql`${profiles.name} || ' ' || ${profiles.lastName}`, likePattern(text)),
          )
        : undefined;
      return select(now)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit + 1)
        .offset(offset);
    },

    async find(id: string, now: Date) {
      const [row] = await select(now).where(eq(users.id, id));
      return row ?? null;
    },

    async planHistory(id: string) {
      const [subs, orders] = await Promise.all([
        db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.userId, id))
          .orderBy(desc(subscriptions.startsAt)),
        db
          .select()
          .from(paymentOrders)
          .where(eq(paymentOrders.userId, id))
          .orderBy(desc(paymentOrders.createdAt)),
      ]);
      return { subs, orders };
    },

    /** False when there is no such live account or it is already suspended. */
    async suspend(id: string, now: Date): Promise<boolean> {
      const done = await db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set(endSessions({ suspendedAt: now }))
          .where(and(eq(users.id, id), isNull(users.suspendedAt), isNull(users.deletedAt)))
          .returning({ id: users.id });
        if (changed.length === 0) return false;
        await tx.insert(profileHolds).values({ profileId: id, since: now }).onConflictDoNothing();
        return true;
      });
      if (done) {
        revoked(id);
        listsChanged();
      }
      return done;
    },

    /**
     * False when the account is not suspended. The member signs in again (the suspension
     * ended every session); the hold stays while open reports still weigh enough for one.
     */
    async restore(id: string, now: Date): Promise<{ restored: boolean; held: boolean }> {
      const held = await stillHeld(id, now);
      const restored = await db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set(endSessions({ suspendedAt: null }))
          .where(and(eq(users.id, id), isNotNull(users.suspendedAt), isNull(users.deletedAt)))
          .returning({ id: users.id });
        if (changed.length === 0) return false;
        if (!held) await tx.delete(profileHolds).where(eq(profileHolds.profileId, id));
        return true;
      });
      if (restored) {
        // The member-state cache still says "suspended" until told.
        revoked(id);
        listsChanged();
      }
      return { restored, held };
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
export type AdminMemberRow = NonNullable<Awaited<ReturnType<MembersRepository["find"]>>>;
