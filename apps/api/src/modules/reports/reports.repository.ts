import type { ReporterStanding, ReportReason } from "@sagpan/contract";
import { and, asc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import {
  endSessions,
  type ListsChanged,
  type MemberRevoked,
} from "../accounts/accounts.repository.ts";
import { users } from "../accounts/accounts.table.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { profileHolds, reports } from "./reports.table.ts";

export type ReportRow = typeof reports.$inferSelect;
export type Decision = "dismissed" | "warned" | "suspended";

/** How much a report counts toward a hold, by its reporter's standing (rules.reports). */
export interface ReportWeights {
  holdWeight: number;
  verifiedWeight: number;
  agedWeight: number;
  trustedAfterDays: number;
}

const reporter = alias(profiles, "reporter");
const reporterUser = alias(users, "reporter_user");
const target = alias(profiles, "target");
const targetUser = alias(users, "target_user");
const open = alias(reports, "open_reports");
// An alias inside raw SQL renders as its bare name, so the FROM spells out the table.
const openFrom = sql`${reports} as ${open}`;

export function createReportsRepository({
  db,
  weights,
  revoked,
  listsChanged = () => {},
}: {
  db: Db;
  weights: ReportWeights;
  /** Required: a suspension ends the member's sessions and sockets (lib/revocations). */
  revoked: MemberRevoked;
  listsChanged?: ListsChanged;
}) {
  const trustedBefore = (now: Date) =>
    new Date(now.getTime() - weights.trustedAfterDays * 86_400_000);
  /** A reporter's standing from their account row and profile row (ID badge, account age). */
  const standing = (now: Date) =>
    sql<ReporterStanding>`case when coalesce(${reporter.idVerified}, false) then 'verified' when ${reporterUser.createdAt} <= ${trustedBefore(now).toISOString()}::timestamptz then 'established' else 'new' end`;
  /**
   * The summed weight of the open reports about `targetId`. Spelled out in SQL with its own
   * aliases: drizzle renders a column inside raw SQL unqualified, ambiguous across the joins.
   */
  const openWeight = (targetId: SQL | string, now: Date) =>
    sql<number>`(select coalesce(sum(case
        when coalesce(wp.id_verified, false) then ${weights.verifiedWeight}::int
        when wu.created_at <= ${trustedBefore(now).toISOString()}::timestamptz then ${weights.agedWeight}::int
        else 0 end), 0)::int
      from ${reports} as wr join ${users} as wu on wu.id = wr.reporter_id
        left join ${profiles} as wp on wp.id = wr.reporter_id
      where wr.target_id = ${targetId} and wr.status = 'open')`;
  const adminColumns = (now: Date) => ({
    report: reports,
    reporterName: reporter.name,
    reporterLastName: reporter.lastName,
    reporterStanding: standing(now),
    targetName: target.name,
    targetLastName: target.lastName,
    hidden: sql<boolean>`exists (select 1 from ${profileHolds} where ${profileHolds.profileId} = ${reports.targetId})`,
    suspended: sql<boolean>`${targetUser.suspendedAt} is not null`,
    openReports: sql<number>`(select count(*)::int from ${openFrom} where ${open.targetId} = ${reports.targetId} and ${open.status} = 'open')`,
    holdWeight: openWeight(sql`${reports}.target_id`, now),
  });
  const adminSelect = (now: Date) =>
    db
      .select(adminColumns(now))
      .from(reports)
      .innerJoin(targetUser, eq(targetUser.id, reports.targetId))
      .innerJoin(reporterUser, eq(reporterUser.id, reports.reporterId))
      .leftJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(target, eq(target.id, reports.targetId));

  return {
    async memberExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      return Boolean(row);
    },

    /** Whether the open reports about a member weigh enough to hold the profile. */
    async heldByReports(targetId: string, now: Date): Promise<boolean> {
      const [weighed] = await db
        .select({ weight: openWeight(targetId, now) })
        .from(sql`(select 1) as one`);
      return (weighed?.weight ?? 0) >= weights.holdWeight;
    },

    async isAdmin(id: string): Promise<boolean> {
      const [row] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, id));
      return row?.isAdmin ?? false;
    },

    /**
     * Files an open report; when the open reports about the target (one per member, by the
     * unique index) weigh `holdWeight` together, the target is held out of lists until an
     * admin decides. Null when this reporter already has one open.
     */
    async create(input: {
      reporterId: string;
      targetId: string;
      reason: ReportReason;
      details: string | null;
      now: Date;
    }): Promise<ReportRow | null> {
      const filed = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reports)
          .values({
            id: uuidv7(),
            reporterId: input.reporterId,
            targetId: input.targetId,
            reason: input.reason,
            details: input.details,
            createdAt: input.now,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        const [weighed] = await tx
          .select({ weight: openWeight(input.targetId, input.now) })
          .from(sql`(select 1) as one`);
        const held = (weighed?.weight ?? 0) >= weights.holdWeight;
        if (held) {
          await tx
            .insert(profileHolds)
            .values({ profileId: input.targetId, since: input.now })
            .onConflictDoNothing();
        }
        return { row, held };
      });
      if (filed?.held) listsChanged();
      return filed?.row ?? null;
    },

    /** Open reports oldest first (a queue); decided ones newest decision first. */
    async list(status: "open" | "decided" | "all", limit: number, offset: number, now: Date) {
      const where =
        status === "open"
          ? eq(reports.status, "open")
          : status === "decided"
            ? ne(reports.status, "open")
            : undefined;
      return adminSelect(now)
        .where(where)
        .orderBy(asc(reports.createdAt), asc(reports.id))
        .limit(limit + 1)
        .offset(offset);
    },

    async findForAdmin(id: string, now: Date) {
      const [row] = await adminSelect(now).where(eq(reports.id, id));
      return row ?? null;
    },

    /**
     * Decides every open report about the report's target at once and lifts the hold;
     * suspending also suspends the account. Returns how many reports it closed.
     */
    async decide(input: {
      targetId: string;
      decision: Decision;
      adminId: string;
      now: Date;
    }): Promise<number> {
      const closedCount = await db.transaction(async (tx) => {
        const closed = await tx
          .update(reports)
          .set({ status: input.decision, decidedAt: input.now, decidedBy: input.adminId })
          .where(and(eq(reports.targetId, input.targetId), eq(reports.status, "open")))
          .returning({ id: reports.id });
        if (input.decision === "suspended") {
          await tx
            .update(users)
            .set(endSessions({ suspendedAt: input.now }))
            .where(and(eq(users.id, input.targetId), isNull(users.suspendedAt)));
          // A suspension is a hold that no decision lifts: lists check holds, not accounts.
          await tx
            .insert(profileHolds)
            .values({ profileId: input.targetId, since: input.now })
            .onConflictDoNothing();
        } else {
          await tx.delete(profileHolds).where(eq(profileHolds.profileId, input.targetId));
        }
        return closed.length;
      });
      if (input.decision === "suspended") revoked(input.targetId);
      listsChanged();
      return closedCount;
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
export type AdminReportRow = NonNullable<Awaited<ReturnType<ReportsRepository["findForAdmin"]>>>;
