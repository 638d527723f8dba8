import { z } from "zod";
import { listOf } from "./common.ts";
import { str } from "./text.ts";

/**
 * One line of the admin audit log: who did what to which object, and when. Written by the API
 * for every admin change (lib/admin-audit.ts), never by a client.
 */
export const auditEntrySchema = z.object({
  id: str(),
  at: str(),
  admin: z.object({ id: str(), name: str().nullable(), email: str() }),
  /** A stable code (`documents.decide`, `ads.create`...); the console translates it. */
  action: str(),
  target: str().nullable(),
  /**
   * The member the line is about (the target itself, their ID document or a report about
   * them), so the console names them rather than showing an id; null for other targets.
   */
  member: z.object({ id: str(), name: str(), member_no: str() }).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = listOf(auditEntrySchema);

/** `GET /api/v1/admin/audit`: newest first, optionally one action code. */
export const auditQuerySchema = z.object({
  action: str().trim().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
