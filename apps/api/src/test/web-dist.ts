import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

/** The metadata block as the web build writes it (apps/web/build/seo-meta.ts). */
const metaBlock = (title: string) =>
  [
    "<!--sagpan:meta-->",
    `<title>${title}</title>`,
    '<meta name="description" content="Built description" />',
    '<meta property="og:image" content="/brand/preview.png" />',
    "<!--/sagpan:meta-->",
  ].join("\n    ");

const page = (title: string, marker: string) =>
  `<!doctype html>\n<html lang="en">\n  <head>\n    ${metaBlock(title)}\n  </head>\n  <body><div id="root" data-doc="${marker}"></div></body>\n</html>\n`;

/** What previews.json holds in a real build: the site's settings and both languages' texts. */
export const previewTexts = {
  site: {
    name: "Sagpan · સગપણ",
    title: "Sagpan · સગપણ — Gujarati community matrimony",
    description: "Sagpan is the matrimony site of our Gujarati community.",
    image: "/brand/preview.png",
  },
  en: {
    featuredTitle: "What Sagpan offers",
    featuredDescription: "Verified profiles, Gun Milan and privacy you control.",
    profileTitle: "{{name}}, {{age}} years",
    profileDescription: "{{name}}, {{age}}, lives in {{city}}. See the profile on Sagpan.",
    profileDescriptionNoCity: "{{name}}, {{age}}. See the profile on Sagpan.",
    imageAlt: "Sagpan, Gujarati community matrimony",
  },
  gu: {
    featuredTitle: "સગપણ શું આપે છે",
    featuredDescription: "ચકાસાયેલી પ્રોફાઇલ, ગુણ મિલાન અને તમારા હાથમાં ગોપનીયતા.",
    profileTitle: "{{name}}, {{age}} વર્ષ",
    profileDescription: "{{name}}, {{age}} વર્ષ, શહેર: {{city}}. સગપણ પર પ્રોફાઇલ જુઓ.",
    profileDescriptionNoCity: "{{name}}, {{age}} વર્ષ. સગપણ પર પ્રોફાઇલ જુઓ.",
    imageAlt: "સગપણ, ગુજરાતી સમાજની લગ્ન માટેની સાઇટ",
  },
};

/**
 * A built web app in miniature: index.html and the member pages the build also writes (each
 * marked with `data-doc`, so a test sees which was sent), previews.json, one hashed script
 * with its .br and .gz copies, as the precompress step writes them, the service worker and the
 * manifest. Returns its folder.
 */
export function writeWebDist(): { dist: string; script: string } {
  const dist = mkdtempSync(join(tmpdir(), "sagpan-web-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, "routes"));
  writeFileSync(join(dist, "index.html"), page("Sagpan", "index"));
  for (const name of ["profiles", "profile", "chat"]) {
    writeFileSync(join(dist, "routes", `${name}.html`), page("Sagpan", name));
  }
  writeFileSync(join(dist, "previews.json"), JSON.stringify(previewTexts));
  const script = "export const x = 1;\n".repeat(200);
  writeFileSync(join(dist, "assets", "app-abc.js"), script);
  writeFileSync(join(dist, "assets", "app-abc.js.br"), brotliCompressSync(script));
  writeFileSync(join(dist, "assets", "app-abc.js.gz"), gzipSync(script));
  // The installable app's files, at the root as the build writes them (build/installable-app.ts).
  writeFileSync(join(dist, "sw.js"), "self.addEventListener('fetch', () => {});\n");
  writeFileSync(join(dist, "manifest.webmanifest"), '{"name":"Sagpan","start_url":"/"}\n');
  return { dist, script };
}
