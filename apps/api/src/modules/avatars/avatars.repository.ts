import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profiles, users } from "../../db/schema.ts";

export function createAvatarsRepository({ db }: { db: Db }) {
  return {
    /** The gender of a visible profile, or null when it does not exist or has gone. */
    async findGender(profileId: string): Promise<"male" | "female" | null> {
      const [row] = await db
        .select({ gender: profiles.gender })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(eq(profiles.id, profileId), isNull(users.deletedAt), isNull(users.suspendedAt)))
        .limit(1);
      return row?.gender ?? null;
    },
  };
}
