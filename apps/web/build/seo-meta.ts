import { loadEnv, type Plugin } from "vite";
import { readSiteSettings } from "../src/lib/site-settings.ts";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Writes the search-engine metadata of the build-time settings (VITE_SEO_TITLE,
 * VITE_SEO_DESCRIPTION) into index.html: the title, the description and their Open Graph and
 * card twins, so a shared link previews well without any script running.
 */
export function seoMeta(): Plugin {
  let env: Record<string, string> = {};
  return {
    name: "sagpan-seo-meta",
    configResolved(config) {
      env = loadEnv(config.mode, config.envDir || config.root, "VITE_");
    },
    transformIndexHtml(html) {
      const { seo } = readSiteSettings(env);
      const title = escapeHtml(seo.title);
      const description = escapeHtml(seo.description);
      const meta = [
        `<title>${title}</title>`,
        `<meta name="description" content="${description}" />`,
        `<meta property="og:type" content="website" />`,
        `<meta property="og:site_name" content="Sagpan · સગપણ" />`,
        `<meta property="og:title" content="${title}" />`,
        `<meta property="og:description" content="${description}" />`,
        `<meta name="twitter:card" content="summary" />`,
      ].join("\n    ");
      const out = html.replace(
        /<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>/,
        meta,
      );
      if (out === html) throw new Error("index.html has no <title> and description to replace");
      return out;
    },
  };
}
