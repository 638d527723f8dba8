import { z } from "zod";
import { profileCardSchema, profileListQuerySchema } from "./profiles.ts";
import { str } from "./text.ts";

/** `GET /api/v1/visitors` (Belief and Trust): who opened my profile, latest visit first. */
export const visitorsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type VisitorsQuery = z.infer<typeof visitorsQuerySchema>;

export const visitorSchema = z.object({ profile: profileCardSchema, at: z.string() });
export type Visitor = z.infer<typeof visitorSchema>;

export const visitorsListSchema = z.object({
  data: z.array(visitorSchema),
  total: z.number().int(),
  next: z.number().int().nullable(),
});
export type VisitorsList = z.infer<typeof visitorsListSchema>;

/**
 * `GET /api/v1/visitors/count`, for every plan: `total` members who viewed my profile, `new`
 * those of them whose latest visit came after I last opened /visitors (`POST
 * /api/v1/visitors/seen`). `days` says when, without who (what a Free member is shown): the
 * India dates of the last 30 days with visits, newest first, and how many members each.
 * `browsing_privately`: I leave no visits and so see no list of my own visitors.
 */
export const visitorCountSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  days: z.array(z.object({ date: z.string(), count: z.number().int() })),
  browsing_privately: z.boolean(),
});
export type VisitorCount = z.infer<typeof visitorCountSchema>;

export const savedSearchLimit = 5;

/** The profile list's filters a saved search keeps: the list's query without the paging. */
export const savedSearchQuerySchema = profileListQuerySchema
  .omit({ limit: true, offset: true })
  .strict();
export type SavedSearchQuery = z.infer<typeof savedSearchQuerySchema>;

/**
 * The filters as the list's URL holds them: each value a string, a number or a boolean. The API
 * reads them, written as text, with the list's own schema (savedSearchQuerySchema), so a saved
 * search never holds what the list would refuse.
 */
export const savedSearchQueryInputSchema = z
  .record(z.string().max(40), z.union([str().max(120), z.number(), z.boolean()]))
  .refine((query) => Object.keys(query).length <= 30);

/** A saved search's filters written as the list's URL writes them. */
export const savedSearchQueryText = (query: Record<string, string | number | boolean>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

export const savedSearchSchema = z.object({
  id: z.string(),
  name: str(),
  query: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const createSavedSearchBodySchema = z.object({
  saved_search: z.object({
    name: str().trim().min(1).max(60),
    query: savedSearchQueryInputSchema,
  }),
});
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBodySchema>;
