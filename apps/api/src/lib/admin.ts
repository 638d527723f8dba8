import type { Guard } from "./auth.ts";
import { AppError } from "./errors.ts";

/**
 * Admin-only calls: the member guard first (401 without a valid token), then users.is_admin
 * (403 admin.required). Sets req.userId like the member guard, and req.adminId, which the
 * audit hook (lib/admin-audit.ts) writes against.
 */
export function adminGuard(member: Guard, isAdmin: (userId: string) => Promise<boolean>): Guard {
  return async (req, reply) => {
    await member(req, reply);
    if (!(await isAdmin(req.userId))) throw new AppError("admin.required");
    req.adminId = req.userId;
  };
}
