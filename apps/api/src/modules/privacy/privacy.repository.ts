import { defaultPrivacy, type Privacy, type PrivacyUpdate } from "@sagpan/contract";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { privacySettings } from "./privacy.table.ts";

type Row = typeof privacySettings.$inferSelect;

const toPrivacy = (row: Row | undefined): Privacy =>
  row
    ? {
        photos: row.photos,
        contacts: row.contacts,
        profile: row.profile,
        contact_from: row.contactFrom,
        browse_privately: row.browsePrivately,
      }
    : { ...defaultPrivacy };

export function createPrivacyRepository({ db }: { db: Db }) {
  return {
    async of(userId: string): Promise<Privacy> {
      const [row] = await db
        .select()
        .from(privacySettings)
        .where(eq(privacySettings.userId, userId));
      return toPrivacy(row);
    },

    /** Every asked member's settings, the defaults for those who never saved any. */
    async ofMany(userIds: string[]): Promise<Map<string, Privacy>> {
      const found = new Map<string, Privacy>();
      const rows =
        userIds.length === 0
          ? []
          : await db.select().from(privacySettings).where(inArray(privacySettings.userId, userIds));
      const byId = new Map(rows.map((r) => [r.userId, r]));
      for (const id of userIds) found.set(id, toPrivacy(byId.get(id)));
      return found;
    },

    /** Writes only the given settings; the rest keep their saved (or default) values. */
    async update(userId: string, changes: PrivacyUpdate, now: Date): Promise<Privacy> {
      const set = {
        ...(changes.photos !== undefined && { photos: changes.photos }),
        ...(changes.contacts !== undefined && { contacts: changes.contacts }),
        ...(changes.profile !== undefined && { profile: changes.profile }),
        ...(changes.contact_from !== undefined && { contactFrom: changes.contact_from }),
        ...(changes.browse_privately !== undefined && {
          browsePrivately: changes.browse_privately,
        }),
        updatedAt: now,
      };
      const [row] = await db
        .insert(privacySettings)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: privacySettings.userId, set })
        .returning();
      return toPrivacy(row);
    },
  };
}
export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
