import type { ConnectionProfile } from "@sagpan/contract";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ageOn } from "../accounts/accounts.service.ts";
import type { ProfileMedia } from "../profiles/profile-media.ts";
import { profiles } from "../profiles/profiles.table.ts";

/**
 * Name, age, city, work and photos of the members on an interest or chat request card, with
 * photo URLs made for `viewerId` (the generated avatar stands in where none may be seen).
 * Profiles without a row (an erased account) are left out of the map; callers drop those items.
 */
export function createConnectionProfiles(deps: {
  db: Db;
  media: Pick<ProfileMedia, "pics">;
  clock: () => Date;
}) {
  return async (
    viewerId: string,
    ids: Iterable<string>,
  ): Promise<Map<string, ConnectionProfile>> => {
    const unique = [...new Set(ids)];
    const found = new Map<string, ConnectionProfile>();
    if (unique.length === 0) return found;
    const rows = await deps.db
      .select({
        id: profiles.id,
        name: profiles.name,
        lastName: profiles.lastName,
        birthdate: profiles.birthdate,
        currentCity: profiles.currentCity,
        occupation: profiles.occupation,
        avatarUrl: profiles.avatarUrl,
        primaryPicId: profiles.primaryPicId,
      })
      .from(profiles)
      .where(inArray(profiles.id, unique));
    const pics = await Promise.all(
      rows.map((row) => deps.media.pics(row.id, { memberId: viewerId })),
    );
    const today = deps.clock();
    rows.forEach((row, i) => {
      const list = pics[i] ?? [];
      const primary = list.find((p) => p.id === row.primaryPicId) ?? list[0] ?? null;
      found.set(row.id, {
        id: row.id,
        name: row.name,
        lastName: row.lastName,
        age: ageOn(row.birthdate, today),
        current_city: row.currentCity,
        occupation: row.occupation,
        avatar_url: row.avatarUrl,
        pics: list.map((p) => ({
          id: p.id,
          url: p.url,
          small: p.small,
          medium: p.medium,
          blurhash: p.blurhash,
        })),
        primary_profile_pic: primary
          ? { small: primary.small, medium: primary.medium, blurhash: primary.blurhash }
          : null,
      });
    });
    return found;
  };
}
export type ConnectionProfiles = ReturnType<typeof createConnectionProfiles>;
