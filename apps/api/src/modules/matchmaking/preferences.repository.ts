import { emptyPreferences, type Preferences } from "@sagpan/contract";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profiles } from "../profiles/profiles.table.ts";
import type { FitColumns } from "./fit-columns.ts";
import { partnerPreferences } from "./preferences.table.ts";

type Row = typeof partnerPreferences.$inferSelect;

/** Wire names ↔ columns; lists keep the order the member gave. */
export function preferencesOf(row: Row | undefined): Preferences {
  if (!row) return emptyPreferences;
  return {
    age_min: row.ageMin,
    age_max: row.ageMax,
    height_min: row.heightMin,
    height_max: row.heightMax,
    maritial_status: row.maritalStatuses as Preferences["maritial_status"],
    dietary_preferences: row.diets as Preferences["dietary_preferences"],
    city: row.cities,
    education_level: row.educationLevels as Preferences["education_level"],
    work: row.works as Preferences["work"],
    sub_community: row.subCommunities,
    native_place: row.nativePlaces,
    income_min: row.incomeMin,
    smoking: row.smoking as Preferences["smoking"],
    drinking: row.drinking as Preferences["drinking"],
    mangal_dosh: row.mangalDosh,
    exclude_same_gotra: row.excludeSameGotra,
    min_gun: row.minGun,
    must: row.must as Preferences["must"],
  };
}

export function columnsOf(p: Preferences) {
  return {
    ageMin: p.age_min,
    ageMax: p.age_max,
    heightMin: p.height_min,
    heightMax: p.height_max,
    maritalStatuses: p.maritial_status,
    diets: p.dietary_preferences,
    cities: p.city,
    educationLevels: p.education_level,
    works: p.work,
    subCommunities: p.sub_community,
    nativePlaces: p.native_place,
    incomeMin: p.income_min,
    smoking: p.smoking,
    drinking: p.drinking,
    mangalDosh: p.mangal_dosh,
    excludeSameGotra: p.exclude_same_gotra,
    minGun: p.min_gun,
    must: p.must,
  };
}

export function createPreferencesRepository({
  db,
  listsChanged = () => {},
  changed = () => {},
}: {
  db: Db;
  /** After a write that changes who fits whom (cached match pages). */
  listsChanged?: () => void;
  /** After the member's own preferences changed (their kept match context). */
  changed?: (userId: string) => void;
}) {
  return {
    async find(userId: string): Promise<Preferences> {
      const [row] = await db
        .select()
        .from(partnerPreferences)
        .where(eq(partnerPreferences.id, userId));
      return preferencesOf(row);
    },

    /** Many members' preferences at once (a page of matches); absent ones have none. */
    async findMany(ids: string[]): Promise<Map<string, Preferences>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(partnerPreferences)
        .where(inArray(partnerPreferences.id, ids));
      return new Map(rows.map((row) => [row.id, preferencesOf(row)]));
    },

    /** The preferences and the profile's fit columns, in one transaction: they never differ. */
    async save(userId: string, p: Preferences, fit: FitColumns): Promise<void> {
      const values = { ...columnsOf(p), updatedAt: new Date() };
      await db.transaction(async (tx) => {
        await tx
          .insert(partnerPreferences)
          .values({ id: userId, ...values })
          .onConflictDoUpdate({ target: partnerPreferences.id, set: values });
        await tx.update(profiles).set(fit).where(eq(profiles.id, userId));
      });
      listsChanged();
      changed(userId);
    },
  };
}
export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
