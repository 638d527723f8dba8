import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { users } from "../accounts/accounts.table.ts";
import { verificationDocuments } from "../documents/documents.table.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { reports } from "../reports/reports.table.ts";
import { adminAudit } from "./audit.table.ts";

export interface AuditRecord {
  adminId: string;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
}

/**
 * The member a line is about, whatever its target names: the member (a suspension, a move to
 * another group), their ID document (a decision) or a report about them.
 */
const member = alias(profiles, "member");

export function createAuditRepository(db: Db) {
  return {
    async record(entry: AuditRecord): Promise<void> {
      await db.insert(adminAudit).values({ id: uuidv7(), ...entry });
    },

    /** Newest first, one more than asked so the caller knows whether a next page exists. */
    list(query: { action?: string | undefined; limit: number; offset: number }) {
      return db
        .select({
          id: adminAudit.id,
          at: adminAudit.at,
          adminId: adminAudit.adminId,
          name: profiles.name,
          email: users.email,
          action: adminAudit.action,
          target: adminAudit.target,
          details: adminAudit.details,
          memberId: member.id,
          memberName: sql<
            string | null
          >`nullif(trim(${member.name} || ' ' || coalesce(${member.lastName}, '')), '')`,
          memberNo: member.memberNo,
        })
        .from(adminAudit)
        .leftJoin(users, eq(users.id, adminAudit.adminId))
        .leftJoin(profiles, eq(profiles.id, adminAudit.adminId))
        .leftJoin(verificationDocuments, eq(verificationDocuments.id, adminAudit.target))
        .leftJoin(reports, eq(reports.id, adminAudit.target))
        .leftJoin(
          member,
          sql`${member.id} = coalesce(${verificationDocuments.profileId}, ${reports.targetId}, ${adminAudit.target})`,
        )
        .where(and(query.action ? eq(adminAudit.action, query.action) : undefined))
        .orderBy(desc(adminAudit.at), desc(adminAudit.id))
        .limit(query.limit + 1)
        .offset(query.offset);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
