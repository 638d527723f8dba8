import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, real, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

const list = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * A member's partner preferences as written (api-contract.md "Matchmaking"); a member without
 * a row has none. What lists need of them lives on the profile row too (profiles.fit_*).
 */
export const partnerPreferences = pgTable("partner_preferences", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  ageMin: smallint("age_min"),
  ageMax: smallint("age_max"),
  heightMin: smallint("height_min"),
  heightMax: smallint("height_max"),
  maritalStatuses: list("marital_statuses"),
  diets: list("diets"),
  cities: list("cities"),
  educationLevels: list("education_levels"),
  works: list("works"),
  subCommunities: list("sub_communities"),
  nativePlaces: list("native_places"),
  incomeMin: integer("income_min"),
  smoking: list("smoking"),
  drinking: list("drinking"),
  mangalDosh: text("mangal_dosh", { enum: ["any", "yes", "no"] })
    .notNull()
    .default("any"),
  excludeSameGotra: boolean("exclude_same_gotra").notNull().default(false),
  minGun: real("min_gun"),
  must: list("must"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
