import type { blogs } from "../db/schema.ts";
import { englishPosts } from "./blogs-en.data.ts";
import { gujaratiPosts } from "./blogs-gu.data.ts";
import { type Rng, seededUuidv7 } from "./random.ts";

export interface BlogPost {
  lang: "en" | "gu";
  title: string;
  summary: string;
  /** Stored as plain text, paragraphs separated by a blank line. */
  paragraphs: readonly string[];
  daysAgo: number;
}

const DAY = 86_400_000;

/** The demo blog rows; each post gets its own generated cover, served by the avatars module. */
export function buildBlogs(rng: Rng, now: Date): (typeof blogs.$inferInsert)[] {
  return [...englishPosts, ...gujaratiPosts].map((post, index) => {
    const publishedAt = new Date(now.getTime() - post.daysAgo * DAY);
    return {
      id: seededUuidv7(rng, publishedAt.getTime()),
      lang: post.lang,
      title: post.title,
      image: `/api/v1/avatars/blog-${index + 1}.svg`,
      summary: post.summary,
      content: post.paragraphs.join("\n\n"),
      publishedAt,
    };
  });
}
