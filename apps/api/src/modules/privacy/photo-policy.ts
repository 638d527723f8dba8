import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../accounts/accounts.table.ts";
import { connectedSql, photosOpenTo } from "./privacy-sql.ts";

/** A visitor, or the signed-in member a reply is made for. */
export type PhotoViewer = "visitor" | { memberId: string };

/**
 * The one visibility policy for photos: every reply that carries a member's photo asks it
 * (the pictures service, through which every photo URL is made), and the file route folds
 * the same SQL into its lookup, so a URL that would not be handed out does not open either.
 */
export function createPhotoPolicy({ db }: { db: Db }) {
  return {
    /** Of the given owners, those whose photos the viewer may see. */
    async visibleOwners(viewer: PhotoViewer, ownerIds: readonly string[]): Promise<Set<string>> {
      const unique = [...new Set(ownerIds)];
      if (unique.length === 0) return new Set();
      const viewerId = viewer === "visitor" ? null : viewer.memberId;
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, unique), photosOpenTo(viewerId, users.id)));
      return new Set(rows.map((r) => r.id));
    },

    async canSee(viewer: PhotoViewer, ownerId: string): Promise<boolean> {
      return (await this.visibleOwners(viewer, [ownerId])).has(ownerId);
    },

    /** An accepted interest or chat request between the two, either way. */
    async connected(a: string, b: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, a), connectedSql(a, sql`${b}`)));
      return Boolean(row);
    },
  };
}
export type PhotoPolicy = ReturnType<typeof createPhotoPolicy>;
