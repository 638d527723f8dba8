import { type Column, type SQL, sql } from "drizzle-orm";
import { users } from "../accounts/accounts.table.ts";
import { chatRequests } from "../chat-requests/chat-requests.table.ts";
import { interests } from "../interests/interests.table.ts";
import { photoRequests } from "./photo-requests.table.ts";
import { privacySettings } from "./privacy.table.ts";

/**
 * The privacy rules as SQL, folded into the queries that find profiles and files, so that a
 * list, a file URL and a reply all answer from the same rule (business-rules.md, "Privacy and
 * family control"). `owner` is the column holding the profile's id.
 */

/** Connected: an accepted interest or an accepted chat request, either way. */
export const connectedSql = (viewerId: string, owner: Column | SQL) => sql`(
  exists (select 1 from ${interests} ci where ci.status = 'accepted'
    and ((ci.from_id = ${viewerId} and ci.to_id = ${owner}) or (ci.from_id = ${owner} and ci.to_id = ${viewerId})))
  or exists (select 1 from ${chatRequests} cc where cc.status = 'accepted'
    and ((cc.from_id = ${viewerId} and cc.to_id = ${owner}) or (cc.from_id = ${owner} and cc.to_id = ${viewerId}))))`;

const settingOf = (column: string, owner: Column | SQL) =>
  sql`(select ps.${sql.raw(column)} from ${privacySettings} ps where ps.user_id = ${owner})`;

/** Shown in lists, search, matches and recommendations: neither hidden nor paused. */
export const listedByPrivacy = (owner: Column | SQL) =>
  sql`not exists (select 1 from ${privacySettings} pl where pl.user_id = ${owner} and pl.profile <> 'visible')`;

const isAdmin = (viewerId: string) =>
  sql`exists (select 1 from ${users} pa where pa.id = ${viewerId} and pa.is_admin)`;

/**
 * The profile opens for this viewer: visible ones for anyone, hidden ones for the owner,
 * admins and connected members, paused ones for the owner and admins only.
 */
export const profileOpensFor = (viewerId: string | null, owner: Column | SQL) => {
  if (viewerId === null) return listedByPrivacy(owner);
  const setting = sql`coalesce(${settingOf("profile", owner)}, 'visible')`;
  return sql`(${setting} = 'visible' or ${owner} = ${viewerId} or ${isAdmin(viewerId)}
    or (${setting} = 'hidden' and ${connectedSql(viewerId, owner)}))`;
};

/**
 * The viewer (null: a visitor) may see the owner's photos: "all members" lets everyone (a
 * visitor gets only the blurred one, picture-urls), "connected members" those connected,
 * "on request" nobody; an accepted photo request, the owner and admins always.
 */
export const photosOpenTo = (viewerId: string | null, owner: Column | SQL) => {
  const setting = sql`coalesce(${settingOf("photos", owner)}, 'members')`;
  if (viewerId === null) return sql`${setting} = 'members'`;
  return sql`(${setting} = 'members' or ${owner} = ${viewerId} or ${isAdmin(viewerId)}
    or (${setting} = 'connected' and ${connectedSql(viewerId, owner)})
    or exists (select 1 from ${photoRequests} pr where pr.status = 'accepted'
      and pr.from_id = ${viewerId} and pr.to_id = ${owner}))`;
};
