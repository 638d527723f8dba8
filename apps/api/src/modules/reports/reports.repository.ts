import type { ReportReason } from "@sagpan/contract";
import { and, asc, count, eq, isNull, ne, sql } from "drizzle-orm";
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

const reporter = alias(profiles, "reporter");
const target = alias(profiles, "target");
const targetUser = alias(users, "target_user");
const open = alias(reports, "open_reports");
// An alias inside raw SQL renders as its bare name, so the FROM spells out the table.
const openFrom = sql`${reports} as ${open}`;

export function createReportsRepository({
  db,
  revoked,
  listsChanged = () => {},
}: {
  db: Db;
  /** Required: a suspension ends the member's sessions and sockets (lib/revocations). */
  revoked: MemberRevoked;
  listsChanged?: ListsChanged;
}) {
  const adminColumns = {
    report: reports,
    reporterName: reporter.name,
    reporterLastName: reporter.lastName,
    targetName: target.name,
    targetLastName: target.lastName,
    hidden: sql<boolean>`exists (select 1 from ${profileHolds} where ${profileHolds.profileId} = ${reports.targetId})`,
    suspended: sql<boolean>`${targetUser.suspendedAt} is not null`,
    openReports: sql<number>`(select count(*)::int from ${openFrom} where ${open.targetId} = ${reports.targetId} and ${open.status} = 'open')`,
  };
  const adminSelect = () =>
    db
      .select(adminColumns)
      .from(reports)
      .innerJoin(targetUser, eq(targetUser.id, reports.targetId))
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

    async isAdmin(id: string): Promise<boolean> {
      const [row] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, id));
      return row?.isAdmin ?? false;
    },

    /**
     * Files an open report; at `holdAt` open reports (each from a different member, by the
     * unique index) the target is held out of lists. Null when this reporter already has one.
     */
    async create(input: {
      reporterId: string;
      targetId: string;
      reason: ReportReason;
      details: string | null;
      now: Date;
      holdAt: number;
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
        const [openCount] = await tx
          .select({ n: count() })
          .from(reports)
          .where(and(eq(reports.targetId, input.targetId), eq(reports.status, "open")));
        if ((openCount?.n ?? 0) >= input.holdAt) {
          await tx
            .insert(profileHolds)
            .values({ profileId: input.targetId, since: input.now })
            .onConflictDoNothing();
        }
        return { row, held: (openCount?.n ?? 0) >= input.holdAt };
      });
      if (filed?.held) listsChanged();
      return filed?.row ?? null;
    },

    /** Open reports oldest first (a queue); decided ones newest decision first. */
    async list(status: "open" | "decided" | "all", limit: number, offset: number) {
      const where =
        status === "open"
          ? eq(reports.status, "open")
          : status === "decided"
            ? ne(reports.status, "open")
            : undefined;
      return adminSelect()
        .where(where)
        .orderBy(asc(reports.createdAt), asc(reports.id))
        .limit(limit + 1)
        .offset(offset);
    },

    async findForAdmin(id: string) {
      const [row] = await adminSelect().where(eq(reports.id, id));
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
