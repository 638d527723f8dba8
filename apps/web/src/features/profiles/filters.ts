import type { ProfileListQuery } from "@sagpan/contract";
import { enumerations } from "../../lib/profile-display.ts";

type FilterKey = Exclude<
  keyof ProfileListQuery,
  "limit" | "offset" | "gender" | "q" | "saved" | "usergroup"
>;

/** The filters of /filtered/profiles; each lives in the URL under its API query name. */
export type ProfileFilters = Partial<Pick<ProfileListQuery, FilterKey>>;
export type SortOrder = NonNullable<ProfileFilters["sort"]>;

type Rule =
  | { kind: "int"; min: number; max: number }
  | { kind: "text"; max: number }
  /** true or false both filter. */
  | { kind: "bool" }
  /** A tick box: only true filters, so false is left out of the URL. */
  | { kind: "flag" }
  | { kind: "choice"; values: readonly string[] };

export const sortOrders: readonly SortOrder[] = ["recent", "gun", "active"];
const DEFAULT_SORT: SortOrder = "recent";

/** Limits as in the contract's profileListQuerySchema; the URL order follows this table. */
const rules: Record<FilterKey, Rule> = {
  age_min: { kind: "int", min: 18, max: 100 },
  age_max: { kind: "int", min: 18, max: 100 },
  height_min: { kind: "int", min: 120, max: 230 },
  height_max: { kind: "int", min: 120, max: 230 },
  city: { kind: "text", max: 80 },
  maritial_status: { kind: "choice", values: enumerations.maritalStatus },
  education: { kind: "text", max: 120 },
  occupation: { kind: "text", max: 120 },
  income_min: { kind: "int", min: 0, max: 1_000_000_000 },
  dietary_preferences: { kind: "choice", values: enumerations.diet },
  rashi: { kind: "choice", values: enumerations.rashi },
  mangal_dosh: { kind: "bool" },
  verified: { kind: "flag" },
  with_photo: { kind: "flag" },
  exclude_same_gotra: { kind: "flag" },
  min_gun: { kind: "int", min: 0, max: 36 },
  sort: { kind: "choice", values: sortOrders },
};
const filterKeys = Object.keys(rules) as FilterKey[];

function parseValue(rule: Rule, raw: string): string | number | boolean | undefined {
  const text = raw.trim();
  switch (rule.kind) {
    case "int": {
      if (!/^\d+$/.test(text)) return undefined;
      const n = Number(text);
      return n >= rule.min && n <= rule.max ? n : undefined;
    }
    case "text":
      return text && text.length <= rule.max ? text : undefined;
    case "bool":
      return text === "true" ? true : text === "false" ? false : undefined;
    case "flag":
      return text === "true" ? true : undefined;
    case "choice":
      return rule.values.includes(text) ? text : undefined;
  }
}

/** The filters a URL query holds; values the API would refuse are dropped, not sent. */
export function parseFilters(params: URLSearchParams): ProfileFilters {
  const filters: Record<string, unknown> = {};
  for (const key of filterKeys) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = parseValue(rules[key], raw);
    if (value !== undefined) filters[key] = value;
  }
  if (filters.sort === DEFAULT_SORT) delete filters.sort;
  return filters as ProfileFilters;
}

/** The URL query of a set of filters, in a fixed order so equal filters give equal links. */
export function filtersToParams(filters: ProfileFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value === undefined || value === null || value === "") continue;
    if (rules[key].kind === "flag" && value !== true) continue;
    if (key === "sort" && value === DEFAULT_SORT) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The filters as `GET /api/v1/profiles` query parameters. */
export function toApiQuery(filters: ProfileFilters): Record<string, string> {
  return Object.fromEntries(filtersToParams(filters));
}

/** How many filters narrow the list (the sort order does not count). */
export function activeFilterCount(filters: ProfileFilters): number {
  return filterKeys.filter((key) => key !== "sort" && filters[key] !== undefined).length;
}
