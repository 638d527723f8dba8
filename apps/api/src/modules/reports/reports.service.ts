import {
  type AdminReport,
  reportFiling,
  reportReasonSchema,
  type UserReportBody,
} from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";
import { rules } from "../../rules.ts";
import type {
  AdminReportRow,
  Decision,
  ReportRow,
  ReportsRepository,
} from "./reports.repository.ts";

const decisions: Record<"dismiss" | "warn" | "suspend", Decision> = {
  dismiss: "dismissed",
  warn: "warned",
  suspend: "suspended",
};

const toWire = (row: ReportRow) => ({
  id: row.id,
  user_to_id: row.targetId,
  reason: reportReasonSchema.parse(row.reason),
  details: row.details,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

const toAdmin = (row: AdminReportRow): AdminReport => ({
  ...toWire(row.report),
  reporter: {
    id: row.report.reporterId,
    name: row.reporterName ?? "",
    lastName: row.reporterLastName ?? "",
    standing: row.reporterStanding,
  },
  target: {
    id: row.report.targetId,
    name: row.targetName ?? "",
    lastName: row.targetLastName ?? "",
    hidden: row.hidden,
    suspended: row.suspended,
    open_reports: row.openReports,
    hold_weight: row.holdWeight,
    hold_at: rules.reports.holdWeight,
  },
  decided_at: row.report.decidedAt?.toISOString() ?? null,
  decided_by: row.report.decidedBy,
});

export function createReportsService(deps: { reports: ReportsRepository; clock: () => Date }) {
  const { reports } = deps;

  async function assertAdmin(memberId: string) {
    if (!(await reports.isAdmin(memberId))) throw new AppError("auth.forbidden");
  }

  return {
    /** One open report per reporter and member; enough of them hide the member from lists. */
    async report(memberId: string, input: UserReportBody) {
      const { category, details } = reportFiling(input);
      if (input.user_to_id === memberId) throw new AppError("report.self");
      if (!(await reports.memberExists(input.user_to_id))) throw new AppError("profile.not_found");
      const row = await reports.create({
        reporterId: memberId,
        targetId: input.user_to_id,
        reason: category,
        details,
        now: deps.clock(),
      });
      if (!row) throw new AppError("report.already_reported");
      return toWire(row);
    },

    async list(
      memberId: string,
      query: { status: "open" | "decided" | "all"; limit: number; offset: number },
    ) {
      await assertAdmin(memberId);
      const rows = await reports.list(query.status, query.limit, query.offset, deps.clock());
      return {
        data: rows.slice(0, query.limit).map(toAdmin),
        next: rows.length > query.limit ? query.offset + query.limit : null,
      };
    },

    async decide(memberId: string, id: string, action: keyof typeof decisions) {
      await assertAdmin(memberId);
      const found = await reports.findForAdmin(id, deps.clock());
      if (!found) throw new AppError("report.not_found");
      if (found.report.status !== "open") throw new AppError("report.already_decided");
      const closed = await reports.decide({
        targetId: found.report.targetId,
        decision: decisions[action],
        adminId: memberId,
        now: deps.clock(),
      });
      const decided = await reports.findForAdmin(id, deps.clock());
      return { data: toAdmin(decided ?? found), closed };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
