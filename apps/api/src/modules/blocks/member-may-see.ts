import { type Column, sql } from "drizzle-orm";
import { users } from "../accounts/accounts.table.ts";
import { blocks } from "./blocks.table.ts";

/**
 * The profile view's rule for a member opening a file of another member's profile (a photo,
 * the video): the member's account is live and the owner (`ownerId`) has not blocked them. A
 * profile the member blocked stays viewable, to unblock it. Two primary-key lookups, meant to
 * be folded into the query that finds the file.
 */
export const memberMaySee = (ownerId: Column, memberId: string) =>
  sql`exists (select 1 from ${users} viewer where viewer.id = ${memberId} and viewer.deleted_at is null and viewer.suspended_at is null)
    and not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${ownerId} and ${blocks.blockedId} = ${memberId})`;
