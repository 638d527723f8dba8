import { emptyPreferences, type Preferences, type PreferencesInput } from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";
import { fitColumns } from "./fit-columns.ts";
import { normal } from "./match-rules.ts";
import type { PreferencesRepository } from "./preferences.repository.ts";

/** One entry per value: "Surat" and " surat" are one city (the first spelling is kept). */
function distinct<T extends string>(values: readonly T[]): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = normal(value);
    if (key === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const listFields = [
  "maritial_status",
  "dietary_preferences",
  "city",
  "education_level",
  "work",
  "sub_community",
  "native_place",
  "smoking",
  "drinking",
] as const;

/** The saved preferences with the changes asked: a missing field keeps its value, null clears. */
export function merged(saved: Preferences, changes: PreferencesInput): Preferences {
  const next: Preferences = { ...saved };
  const fields = next as Record<string, unknown>;
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    fields[name] = value ?? emptyPreferences[name as keyof Preferences];
  }
  for (const name of listFields) fields[name] = distinct(next[name]);
  next.must = [...new Set(next.must)];
  return next;
}

function assertRanges(p: Preferences) {
  const fields: Record<string, string> = {};
  if (p.age_min !== null && p.age_max !== null && p.age_min > p.age_max)
    fields.age_min = "The lowest age is above the highest";
  if (p.height_min !== null && p.height_max !== null && p.height_min > p.height_max)
    fields.height_min = "The lowest height is above the highest";
  if (Object.keys(fields).length > 0) throw new AppError("preferences.range_invalid", fields);
}

export function createPreferencesService(deps: { preferences: PreferencesRepository }) {
  const { preferences } = deps;
  return {
    /** Only the member's own: the routes take no member id. */
    get: (userId: string) => preferences.find(userId),

    async update(userId: string, changes: PreferencesInput): Promise<Preferences> {
      const next = merged(await preferences.find(userId), changes);
      assertRanges(next);
      await preferences.save(userId, next, fitColumns(next));
      return next;
    },
  };
}
export type PreferencesService = ReturnType<typeof createPreferencesService>;
