import { z } from "zod";
import { str } from "./text.ts";

export const blogSummarySchema = z.object({
  id: str(),
  lang: z.enum(["en", "gu"]),
  title: str(),
  image: str().nullable(),
  summary: str(),
  published_at: str(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogSchema = blogSummarySchema.extend({ content: str() });
export type Blog = z.infer<typeof blogSchema>;
