import { z } from "zod";

/** The preferences a member can mark as deal-breakers (`must`), one name per preference. */
export const preferenceNames = [
  "age",
  "height",
  "maritial_status",
  "dietary_preferences",
  "city",
  "education_level",
  "work",
  "sub_community",
  "native_place",
  "income",
  "smoking",
  "drinking",
  "mangal_dosh",
  "gotra",
  "gun",
] as const;
export type PreferenceName = (typeof preferenceNames)[number];

/** How a pair match: which of each side's set preferences the other meets. */
export const matchSideSchema = z.object({
  met: z.array(z.enum(preferenceNames)),
  missed: z.array(z.enum(preferenceNames)),
});
export const matchSchema = z.object({
  /** My preferences, met or missed by them. */
  mine: matchSideSchema,
  /** Their preferences, met or missed by me. */
  theirs: matchSideSchema,
  /** 0–100: the share of both sides' set preferences met. */
  score: z.number().int(),
});
export type Match = z.infer<typeof matchSchema>;
