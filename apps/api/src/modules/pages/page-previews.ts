import type { PageMatch } from "@sagpan/contract/pages";
import { AppError } from "../../lib/errors.ts";
import { type BlogRow, forReader } from "../blogs/blogs.repository.ts";
import type { ProfilesService } from "../profiles/profiles.service.ts";
import type { PageHead } from "./page-head.ts";

export type Lang = "en" | "gu";

/** The texts the web build writes beside index.html (previews.json, apps/web/build/seo-meta.ts). */
export interface PreviewTexts {
  site: { name: string; title: string; description: string; image: string };
  en: LanguageTexts;
  gu: LanguageTexts;
}
interface LanguageTexts {
  featuredTitle: string;
  featuredDescription: string;
  profileTitle: string;
  profileDescription: string;
  profileDescriptionNoCity: string;
  imageAlt: string;
}

/** The site's preview picture (public/brand/preview.png) is drawn at this size. */
const SITE_IMAGE_SIZE = { width: 1200, height: 630 };

/** `{{name}}` filled in, as the web app's translator does. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );

/** A profile id from the `/profile/{pid}` path: base64url of the id (apps/web/src/lib/pid.ts). */
function decodePid(pid: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,88}$/.test(pid)) return null;
  const id = Buffer.from(pid, "base64url").toString("utf8");
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}

export interface PagePreviewDeps {
  findBlog: (id: string) => Promise<BlogRow | null>;
  profiles: Pick<ProfilesService, "publicView">;
  publicUrl: string;
}

/**
 * A page's head for crawlers and link previews: a blog post's title, summary and cover; the
 * featured page's own title and text; a profile's first name, age and city, never a photo (a
 * profile others may not see, or one that is gone, previews as the site). Every other page gets
 * the site's. `status` is 404 for a post that is not published, so it leaves search results.
 */
export function createPagePreviews({ findBlog, profiles, publicUrl }: PagePreviewDeps) {
  const absolute = (path: string) => new URL(path, publicUrl).toString();

  const siteHead = (texts: PreviewTexts, lang: Lang, pathname: string): PageHead => ({
    lang,
    title: texts.site.title,
    previewTitle: texts.site.title,
    description: texts.site.description,
    url: absolute(pathname),
    image: absolute(texts.site.image),
    imageAlt: texts[lang].imageAlt,
    imageSize: SITE_IMAGE_SIZE,
    type: "website",
    noindex: false,
  });

  /** The page's own title before the site's name, as the web app's usePageMeta writes it. */
  const titled = (texts: PreviewTexts, own: string) => `${own} · ${texts.site.title}`;

  async function blogHead(site: PageHead, texts: PreviewTexts, id: string, lang: Lang) {
    const row = await findBlog(id);
    if (!row) return { head: site, status: 404 };
    const post = forReader(row, lang);
    // Crawlers draw no SVG (the demo's covers are drawings): those posts show the site's picture.
    const cover = row.image && !/\.svg(\?|$)/i.test(row.image) ? absolute(row.image) : null;
    const head: PageHead = {
      ...site,
      lang: post.lang,
      title: titled(texts, post.title),
      previewTitle: post.title,
      description: post.summary,
      type: "article",
      ...(cover ? { image: cover, imageAlt: post.title, imageSize: null } : {}),
    };
    return { head, status: 200 };
  }

  async function profileHead(site: PageHead, texts: PreviewTexts, pid: string, lang: Lang) {
    // Never in search results, whoever it is; link previews still read it.
    const hidden = { ...site, noindex: true };
    const id = decodePid(pid);
    if (!id) return hidden;
    let profile: Awaited<ReturnType<ProfilesService["publicView"]>>;
    try {
      profile = await profiles.publicView(id);
    } catch (error) {
      if (error instanceof AppError) return hidden;
      throw error;
    }
    const words = texts[lang];
    const values = { name: profile.name, age: profile.age, city: profile.current_city ?? "" };
    const own = fill(words.profileTitle, values);
    return {
      ...hidden,
      title: titled(texts, own),
      previewTitle: own,
      description: fill(
        profile.current_city ? words.profileDescription : words.profileDescriptionNoCity,
        values,
      ),
      type: "profile" as const,
    };
  }

  return async function headFor(
    texts: PreviewTexts,
    page: PageMatch,
    lang: Lang,
    pathname: string,
  ): Promise<{ head: PageHead; status: number }> {
    const site = siteHead(texts, lang, pathname);
    switch (page.pattern) {
      case "/blog/:id":
        return blogHead(site, texts, page.params.id ?? "", lang);
      case "/profile/:pid":
        return { head: await profileHead(site, texts, page.params.pid ?? "", lang), status: 200 };
      case "/featured": {
        const own = texts[lang].featuredTitle;
        const head = {
          ...site,
          title: titled(texts, own),
          previewTitle: own,
          description: texts[lang].featuredDescription,
        };
        return { head, status: 200 };
      }
      default:
        return { head: site, status: 200 };
    }
  };
}

export type PagePreviews = ReturnType<typeof createPagePreviews>;

/** The head of a path the app has no page for (the 404 page). */
export function notFoundHead(texts: PreviewTexts, lang: Lang, publicUrl: string): PageHead {
  return {
    lang,
    title: texts.site.title,
    previewTitle: texts.site.title,
    description: texts.site.description,
    url: new URL("/", publicUrl).toString(),
    image: new URL(texts.site.image, publicUrl).toString(),
    imageAlt: texts[lang].imageAlt,
    imageSize: SITE_IMAGE_SIZE,
    type: "website",
    noindex: true,
  };
}
