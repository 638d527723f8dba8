import type { ManagerRelation } from "@sagpan/contract";
import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { endSessions, type MemberRevoked } from "../accounts/accounts.repository.ts";
import { users } from "../accounts/accounts.table.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { managers, profileActions } from "./managers.table.ts";

export type ManagerRow = typeof managers.$inferSelect;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A manager's part ends: their sessions end (token version up), and an account made for
 * managing (no profile of its own) is erased, so the email may be invited afresh.
 */
async function endManager(tx: Tx, managerUserId: string, now: Date) {
  const [own] = await tx
    .select({ n: count() })
    .from(profiles)
    .where(eq(profiles.id, managerUserId));
  await tx
    .update(users)
    .set(
      (own?.n ?? 0) > 0
        ? endSessions({})
        : endSessions({
            email: `deleted-${managerUserId}@deleted.invalid`,
            passwordHash: null,
            deletedAt: now,
          }),
    )
    .where(eq(users.id, managerUserId));
}

export function createManagersRepository({
  db,
  revoked,
}: {
  db: Db;
  /** Told after a removal's commit: the manager's sockets close on every node. */
  revoked: MemberRevoked;
}) {
  return {
    /** The member's managers, oldest first. */
    list: (memberId: string) =>
      db
        .select()
        .from(managers)
        .where(eq(managers.memberId, memberId))
        .orderBy(asc(managers.createdAt), asc(managers.id)),

    /**
     * A new invitation, or why not: at most `max` rows per member and one per email. Decided
     * under a lock on the member's account row, so invitations sent at once cannot pass `max`.
     */
    async invite(input: {
      memberId: string;
      email: string;
      relation: ManagerRelation;
      tokenHash: string;
      expiresAt: Date;
      max: number;
    }): Promise<ManagerRow | "limit" | "exists"> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from ${users} where ${users.id} = ${input.memberId} for update`,
        );
        const rows = await tx
          .select({ email: managers.email })
          .from(managers)
          .where(eq(managers.memberId, input.memberId));
        if (rows.some((r) => r.email.toLowerCase() === input.email.toLowerCase())) return "exists";
        if (rows.length >= input.max) return "limit";
        const [row] = await tx
          .insert(managers)
          .values({
            id: uuidv7(),
            memberId: input.memberId,
            email: input.email.toLowerCase(),
            relation: input.relation,
            tokenHash: input.tokenHash,
            tokenExpiresAt: input.expiresAt,
          })
          .returning();
        return row!;
      });
    },

    /** The open invitation of a mailed token (unused, unexpired), with the inviter's name. */
    async findInvitation(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          id: managers.id,
          memberId: managers.memberId,
          email: managers.email,
          relation: managers.relation,
          memberName: profiles.name,
        })
        .from(managers)
        .innerJoin(users, eq(users.id, managers.memberId))
        .leftJoin(profiles, eq(profiles.id, managers.memberId))
        .where(
          and(
            eq(managers.tokenHash, tokenHash),
            eq(managers.status, "invited"),
            gt(managers.tokenExpiresAt, now),
            sql`${users.deletedAt} is null`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Uses the one-time token: the invitation becomes active with the manager's account. False
     * when it was used meanwhile (two tabs), expired or removed.
     */
    async accept(input: {
      id: string;
      tokenHash: string;
      managerUserId: string;
      name: string;
      now: Date;
    }): Promise<boolean> {
      const rows = await db
        .update(managers)
        .set({
          status: "active",
          managerUserId: input.managerUserId,
          name: input.name,
          tokenHash: null,
          tokenExpiresAt: null,
          acceptedAt: input.now,
        })
        .where(
          and(
            eq(managers.id, input.id),
            eq(managers.tokenHash, input.tokenHash),
            eq(managers.status, "invited"),
            gt(managers.tokenExpiresAt, input.now),
          ),
        )
        .returning({ id: managers.id });
      return rows.length === 1;
    },

    /** The profile an account manages (active), if any. */
    async managedBy(managerUserId: string) {
      const [row] = await db
        .select()
        .from(managers)
        .where(and(eq(managers.managerUserId, managerUserId), eq(managers.status, "active")))
        .limit(1);
      return row ?? null;
    },

    /** Whether an account has a profile of its own. */
    async hasProfile(userId: string) {
      const [row] = await db.select({ n: count() }).from(profiles).where(eq(profiles.id, userId));
      return (row?.n ?? 0) > 0;
    },

    /**
     * Removes one of the member's managers. The manager's sessions end (token version up) in the
     * same transaction; an account made for managing (no profile of its own) is erased with
     * it, so the email may be invited afresh. `revoked` is told after the commit.
     */
    async remove(memberId: string, id: string, now: Date) {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(managers)
          .where(and(eq(managers.id, id), eq(managers.memberId, memberId)))
          .returning();
        if (!row) return null;
        if (row.managerUserId) await endManager(tx, row.managerUserId, now);
        return row;
      });
      if (removed?.managerUserId) revoked(removed.managerUserId);
      return removed;
    },

    /**
     * The member's account is deleted: every manager row goes (invitations too, the emails are
     * the member's data), with the record of what was done on the profile; each account that
     * exists only to manage it is erased and the others' sessions end, like a removal.
     */
    async eraseMember(memberId: string, now: Date) {
      const ended = await db.transaction(async (tx) => {
        const rows = await tx.delete(managers).where(eq(managers.memberId, memberId)).returning();
        await tx.delete(profileActions).where(eq(profileActions.memberId, memberId));
        const accounts = rows.flatMap((row) => (row.managerUserId ? [row.managerUserId] : []));
        for (const managerUserId of accounts) await endManager(tx, managerUserId, now);
        return accounts;
      });
      for (const managerUserId of ended) revoked(managerUserId);
      return ended;
    },

    /** Relations of the active managers ("Managed by: parent, sibling"), oldest first. */
    async relationsOf(memberId: string): Promise<ManagerRelation[]> {
      const rows = await db
        .select({ relation: managers.relation })
        .from(managers)
        .where(and(eq(managers.memberId, memberId), eq(managers.status, "active")))
        .orderBy(asc(managers.acceptedAt), asc(managers.id));
      return rows.map((r) => r.relation as ManagerRelation);
    },

    async record(line: {
      memberId: string;
      actorId: string;
      action: string;
      target: string | null;
      details: Record<string, unknown> | null;
      at: Date;
    }) {
      await db.insert(profileActions).values({ id: uuidv7(line.at.getTime()), ...line });
    },

    /** What was done on the profile, newest first, with the actor's manager row if any. */
    actions: (memberId: string, limit: number, offset = 0) =>
      db
        .select({
          id: profileActions.id,
          actorId: profileActions.actorId,
          action: profileActions.action,
          target: profileActions.target,
          at: profileActions.at,
          details: profileActions.details,
          actorEmail: managers.email,
          actorRelation: managers.relation,
        })
        .from(profileActions)
        .leftJoin(
          managers,
          and(
            eq(managers.managerUserId, profileActions.actorId),
            eq(managers.memberId, profileActions.memberId),
          ),
        )
        .where(eq(profileActions.memberId, memberId))
        .orderBy(desc(profileActions.at), desc(profileActions.id))
        .limit(limit)
        .offset(offset),
  };
}
export type ManagersRepository = ReturnType<typeof createManagersRepository>;
