import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import sharp from "sharp";
import { createServer, type Plugin, type Rollup } from "vite";
import { manifestPaths } from "../src/i18n/manifests.ts";
import type { AppIconKind } from "./app-icon-svg.tsx";

/** The page the service worker answers a navigation with when the network is down. */
export const OFFLINE_PAGE = "/offline.html";

const icons: { file: string; kind: AppIconKind; size: number }[] = [
  { file: "icons/icon-192.png", kind: "any", size: 192 },
  { file: "icons/icon-512.png", kind: "any", size: 512 },
  { file: "icons/maskable-512.png", kind: "maskable", size: 512 },
  { file: "icons/apple-touch-icon.png", kind: "apple", size: 180 },
  { file: "icons/badge-96.png", kind: "badge", size: 96 },
];

type Texts = {
  install: Record<
    | "name"
    | "shortName"
    | "description"
    | "offlineTitle"
    | "offlineBody"
    | "offlineRetry"
    | "updateReady"
    | "updateReload",
    string
  >;
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

async function png(svg: string, size: number, kind: AppIconKind): Promise<Buffer> {
  const drawn = sharp(Buffer.from(svg)).resize(size, size);
  if (kind !== "badge") return drawn.png({ compressionLevel: 9 }).toBuffer();
  // Black on white → white with the shape as its alpha: all a status-bar badge keeps.
  const alpha = await drawn
    .flatten({ background: "#ffffff" })
    .grayscale()
    .negate()
    .raw()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 3, background: "#ffffff" } })
    .joinChannel(alpha, { raw: { width: size, height: size, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

function manifest(lang: "en" | "gu", texts: Texts, colors: { theme: string; background: string }) {
  return {
    // One app whichever language's manifest installed it.
    id: "/",
    lang,
    dir: "ltr",
    name: texts.install.name,
    short_name: texts.install.shortName,
    description: texts.install.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: colors.theme,
    background_color: colors.background,
    categories: ["lifestyle", "social"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/** The build's file for a source module (a font), by the end of its original name. */
function assetFile(bundle: Rollup.OutputBundle, ending: string): string {
  const asset = Object.values(bundle).find(
    (file) => file.type === "asset" && file.originalFileNames.some((name) => name.endsWith(ending)),
  );
  if (!asset) throw new Error(`${ending} is not in the bundle`);
  return `/${asset.fileName}`;
}

/**
 * The offline page: both languages (the service worker cannot know the reader's), the app's
 * fonts and colours, the mark drawn inline, no script (the CSP allows none inline) and a link
 * that loads the address asked for again (an empty href is the page's own URL, which is the
 * navigation's, not /offline.html).
 */
function offlinePage(
  texts: { en: Texts; gu: Texts },
  mark: string,
  fonts: Record<string, string>,
  colors: {
    theme: string;
    heading: string;
    text: string;
    section: string;
    button: string;
    buttonText: string;
  },
) {
  const face = (family: string, weight: number, url: string) =>
    `@font-face{font-family:"${family}";font-weight:${weight};font-display:swap;src:url(${url}) format("woff2")}`;
  const block = (lang: "en" | "gu") => {
    const t = texts[lang].install;
    return `<section lang="${lang}"><h1>${escapeHtml(t.offlineTitle)}</h1><p>${escapeHtml(t.offlineBody)}</p><a class="retry" href="">${escapeHtml(t.offlineRetry)}</a></section>`;
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="${colors.theme}" />
<title>${escapeHtml(`${texts.en.install.offlineTitle} · ${texts.gu.install.offlineTitle}`)}</title>
<style>
${face("Noto Sans", 400, fonts.latin400!)}
${face("Noto Sans", 700, fonts.latin700!)}
${face("Noto Sans Gujarati", 400, fonts.gujarati400!)}
${face("Noto Sans Gujarati", 700, fonts.gujarati700!)}
body{margin:0;font-family:"Noto Sans","Noto Sans Gujarati",sans-serif;color:${colors.text};background:${colors.section};line-height:1.55}
main{box-sizing:border-box;max-width:34rem;margin:0 auto;padding:2.5rem 1.25rem;min-height:100vh;display:flex;flex-direction:column;justify-content:center;gap:1.5rem}
.mark{display:flex;justify-content:center}
section{background:#fff;border-radius:12px;padding:1.25rem 1.5rem;box-shadow:0 1px 3px rgba(46,58,104,.12)}
section[lang="gu"]{font-family:"Noto Sans Gujarati","Noto Sans",sans-serif}
h1{color:${colors.heading};font-size:1.4rem;margin:0 0 .5rem}
p{margin:0 0 1rem}
.retry{display:inline-block;background:${colors.button};color:${colors.buttonText};font-weight:700;text-decoration:none;padding:.6rem 1.25rem;border-radius:8px}
.retry:focus-visible{outline:3px solid ${colors.heading};outline-offset:2px}
</style>
</head>
<body>
<main>
<div class="mark">${mark}</div>
${block("en")}
${block("gu")}
</main>
</body>
</html>
`;
}

/**
 * What makes the web app installable, written by the build from the app's own sources: the
 * icons (drawn from the logo's mark with sharp), a manifest per language (names and texts from
 * the i18n files, colours from the theme), the offline page, and, in index.html, the manifest
 * link, the home-screen icon and the theme colour. `shell` collects what the service worker
 * precaches (vite.config.ts hands it to vite-plugin-pwa): the entry's scripts and styles, both
 * languages' texts, the fonts, the offline page and the icons; other hashed files are cached as
 * they are first used (sw/sw.ts).
 */
export function installableApp(shell: Set<string>): Plugin {
  let root = "";
  let colors = { theme: "#ffffff", background: "#ffffff" };
  let offline: {
    texts: { en: Texts; gu: Texts };
    mark: string;
    roles: typeof import("../src/theme/theme.ts").colorRoles;
  } | null = null;
  return {
    name: "sagpan-installable-app",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: "post",
      handler: () => [
        { tag: "link", attrs: { rel: "manifest", href: manifestPaths.en }, injectTo: "head" },
        {
          tag: "link",
          attrs: { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
          injectTo: "head",
        },
        { tag: "meta", attrs: { name: "theme-color", content: colors.theme }, injectTo: "head" },
      ],
    },
    async buildStart() {
      // Read before index.html is transformed, which writes the theme colour.
      const server = await createServer({
        configFile: false,
        root,
        logLevel: "silent",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const icon = (await server.ssrLoadModule(
          "/build/app-icon-svg.tsx",
        )) as typeof import("./app-icon-svg.tsx");
        const theme = (await server.ssrLoadModule(
          "/src/theme/theme.ts",
        )) as typeof import("../src/theme/theme.ts");
        colors = icon.installColors;
        const texts = {
          en: JSON.parse(readFileSync(resolve(root, "src/i18n/en.json"), "utf8")) as Texts,
          gu: JSON.parse(readFileSync(resolve(root, "src/i18n/gu.json"), "utf8")) as Texts,
        };
        for (const { file, kind, size } of icons) {
          const source = await png(icon.appIconSvg(kind), size, kind);
          this.emitFile({ type: "asset", fileName: file, source });
        }
        for (const lang of ["en", "gu"] as const) {
          this.emitFile({
            type: "asset",
            fileName: manifestPaths[lang].slice(1),
            source: `${JSON.stringify(manifest(lang, texts[lang], colors), null, 2)}\n`,
          });
        }
        offline = { texts, mark: icon.offlineMarkSvg(), roles: theme.colorRoles };
      } finally {
        await server.close();
      }
    },
    generateBundle(_options, bundle) {
      if (!offline) throw new Error("the offline page's parts were not read");
      const { roles } = offline;
      const fonts = {
        latin400: assetFile(bundle, "noto-sans-latin-400-normal.woff2"),
        latin700: assetFile(bundle, "noto-sans-latin-700-normal.woff2"),
        gujarati400: assetFile(bundle, "noto-sans-gujarati-gujarati-400-normal.woff2"),
        gujarati700: assetFile(bundle, "noto-sans-gujarati-gujarati-700-normal.woff2"),
      };
      this.emitFile({
        type: "asset",
        fileName: OFFLINE_PAGE.slice(1),
        source: offlinePage(offline.texts, offline.mark, fonts, {
          theme: colors.theme,
          heading: roles.heading,
          text: roles.text,
          section: roles.sectionBackground,
          button: roles.primaryButton,
          buttonText: roles.buttonText,
        }),
      });
      // The app shell: what every first screen runs, from the entry's static imports.
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === "chunk",
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const visit = (chunk: Rollup.OutputChunk) => {
        if (shell.has(chunk.fileName)) return;
        shell.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
        for (const file of chunk.imports) visit(byFile.get(file)!);
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
      for (const file of Object.values(bundle)) {
        if (file.type !== "asset") continue;
        const name = file.originalFileNames[0] ?? "";
        if (/src\/i18n\/(en|gu)\.json$/.test(name) || /\.woff2$/.test(file.fileName)) {
          shell.add(file.fileName);
        }
      }
      for (const { file } of icons) shell.add(file);
      shell.add(OFFLINE_PAGE.slice(1));
      shell.add("favicon.svg");
      shell.add("brand/wordmark-gu.svg");
    },
  };
}
