import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadEnv, type Plugin } from "vite";
import { readSiteSettings } from "../src/lib/site-settings.ts";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The picture a link to a page without one of its own previews with (public/brand). */
export const PREVIEW_IMAGE = "/brand/preview.png";

/**
 * The metadata block's bounds in the page: the API replaces what lies between them with a
 * page's own title, description and preview (apps/api/src/modules/pages/page-document.ts).
 */
export const META_START = "<!--sagpan:meta-->";
export const META_END = "<!--/sagpan:meta-->";

/** The texts the API's link previews use, by the i18n key (en.json, gu.json) they come from. */
const previewKeys = {
  featuredTitle: "community.featured.title",
  featuredDescription: "community.featured.description",
  profileTitle: "preview.profileTitle",
  profileDescription: "preview.profileDescription",
  profileDescriptionNoCity: "preview.profileDescriptionNoCity",
  imageAlt: "preview.imageAlt",
};

/** A text by its dotted key. */
const lookup = (texts: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);

/**
 * Writes the search-engine metadata of the build-time settings (VITE_SEO_TITLE,
 * VITE_SEO_DESCRIPTION) into index.html: the title, the description and their Open Graph and
 * card twins, so a shared link previews well without any script running. Beside it,
 * previews.json: the same settings and the preview texts of both languages, from which the API
 * writes the block again for a blog post, the featured page or a profile.
 */
export function seoMeta(): Plugin {
  let env: Record<string, string> = {};
  let root = "";
  return {
    name: "sagpan-seo-meta",
    configResolved(config) {
      root = config.root;
      env = loadEnv(config.mode, config.envDir || config.root, "VITE_");
    },
    transformIndexHtml(html) {
      const { seo } = readSiteSettings(env);
      const title = escapeHtml(seo.title);
      const description = escapeHtml(seo.description);
      const meta = [
        META_START,
        `<title>${title}</title>`,
        `<meta name="description" content="${description}" />`,
        `<meta property="og:type" content="website" />`,
        `<meta property="og:site_name" content="Sagpan · સગપણ" />`,
        `<meta property="og:title" content="${title}" />`,
        `<meta property="og:description" content="${description}" />`,
        `<meta property="og:image" content="${PREVIEW_IMAGE}" />`,
        `<meta name="twitter:card" content="summary_large_image" />`,
        META_END,
      ].join("\n    ");
      const out = html.replace(
        /<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>/,
        meta,
      );
      if (out === html) throw new Error("index.html has no <title> and description to replace");
      return out;
    },
    generateBundle() {
      const texts = (lang: string) => {
        const all: unknown = JSON.parse(
          readFileSync(resolve(root, `src/i18n/${lang}.json`), "utf8"),
        );
        return Object.fromEntries(
          Object.entries(previewKeys).map(([name, key]) => {
            const text = lookup(all, key);
            if (typeof text !== "string") throw new Error(`${lang}.json has no ${key}`);
            return [name, text];
          }),
        );
      };
      const { seo } = readSiteSettings(env);
      this.emitFile({
        type: "asset",
        fileName: "previews.json",
        source: JSON.stringify({
          site: { name: "Sagpan · સગપણ", ...seo, image: PREVIEW_IMAGE },
          en: texts("en"),
          gu: texts("gu"),
        }),
      });
    },
  };
}
