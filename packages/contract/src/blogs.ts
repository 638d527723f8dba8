import { z } from "zod";

export const blogSummarySchema = z.object({
  id: z.string(),
  lang: z.enum(["en", "gu"]),
  title: z.string(),
  image: z.string().nullable(),
  summary: z.string(),
  published_at: z.string(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogSchema = blogSummarySchema.extend({ content: z.string() });
export type Blog = z.infer<typeof blogSchema>;
