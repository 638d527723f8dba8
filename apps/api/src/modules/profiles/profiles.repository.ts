import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../accounts/accounts.table.ts";
import { profiles } from "./profiles.table.ts";

export function createProfilesRepository({ db }: { db: Db }) {
  return {
    async genderOf(userId: string) {
      const [row] = await db
        .select({ gender: profiles.gender })
        .from(profiles)
        .where(eq(profiles.id, userId))
        .limit(1);
      return row?.gender ?? null;
    },

    /** Newest first within one gender; deleted and suspended accounts never appear. */
    async list(opts: { viewerId: string; gender: "male" | "female"; limit: number; offset: number }) {
      return db
        .select({
          id: profiles.id,
          name: profiles.name,
          lastName: profiles.lastName,
          gender: profiles.gender,
          birthdate: profiles.birthdate,
          height: profiles.height,
          currentCity: profiles.currentCity,
          education: profiles.education,
          occupation: profiles.occupation,
          avatarUrl: profiles.avatarUrl,
          idVerified: profiles.idVerified,
          jobVerified: profiles.jobVerified,
          incomeVerified: profiles.incomeVerified,
          propertyVerified: profiles.propertyVerified,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(
          and(
            eq(profiles.gender, opts.gender),
            ne(profiles.id, opts.viewerId),
            isNull(users.deletedAt),
            isNull(users.suspendedAt),
          ),
        )
        .orderBy(desc(profiles.createdAt), desc(profiles.id))
        .limit(opts.limit + 1)
        .offset(opts.offset);
    },

    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles);
      return row?.n ?? 0;
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
