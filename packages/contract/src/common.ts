import { z } from "zod";

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export const okSchema = z.object({ ok: z.literal(true) });

export const idSchema = z.uuid();

/** `{ data: T }`: the single-object reply convention. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** `{ data: T[], next }`: the list reply convention; next is the following offset or null. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next: z.number().int().nullable() });

export const langSchema = z.enum(["en", "gu"]);
export type Lang = z.infer<typeof langSchema>;
