import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build, createServer, defineConfig, type Plugin, type Rollup } from "vite";

const api = "http://localhost:3000";

/**
 * Libraries every route needs (with the icon factory the bottom navigation uses): one chunk
 * instead of many small ones compresses better.
 */
const vendor =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|i18next|react-i18next|use-sync-external-store|clsx|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes))[\\/.]/;

/**
 * Mantine's runtime and the components of the top bar and the sign-in form. Of the core
 * utilities only those these components import: the others belong with the lazy pages.
 */
const mantineBase =
  /node_modules[\\/]@mantine[\\/](hooks[\\/]esm[\\/](utils|use-(id|uncontrolled|merged-ref|did-update|reduced-motion|media-query|window-event|isomorphic-effect|callback-ref))|core[\\/]esm[\\/](core[\\/](?!utils[\\/])[^\\/]+|core[\\/]utils[\\/](camel-to-kebab-case|deep-merge|filter-props|get-size|is-number-like|keys|noop|shallow-equal|units-converters|get-base-value|get-breakpoint-value|get-sorted-breakpoints)|components[\\/](Box|UnstyledButton|Button|Loader|Input|InputBase|TextInput|PasswordInput|ActionIcon|CloseButton|Text|Title|Anchor|Group|Stack|Paper|Transition|VisuallyHidden)))[\\/]/;

/**
 * Writes a .br and a .gz copy beside every text asset, served by the API (@fastify/static's
 * preCompressed). Uncompressed scripts cost a phone about 2 s of first paint (Lighthouse, mobile).
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "sagpan-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(outDir, "assets");
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|json|svg)$/.test(name)) continue;
        const body = readFileSync(join(assets, name));
        if (body.length < 1024) continue;
        writeFileSync(join(assets, `${name}.br`), brotliCompressSync(body));
        writeFileSync(join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Preloads the English texts from index.html, so the file arrives with the entry scripts rather
 * than after them (the entry only asks for it once it runs). English is what a browser not set
 * to Gujarati starts in; a Gujarati visitor fetches gu.json as before, and the preload is 10 KB
 * wasted (index.html may not run inline script to choose: the CSP allows none).
 */
function preloadEnglish(): Plugin {
  return {
    name: "sagpan-preload-english",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const asset = Object.values(ctx.bundle ?? {}).find(
          (file) =>
            file.type === "asset" &&
            file.originalFileNames.some((name) => name.endsWith("src/i18n/en.json")),
        );
        if (!asset) throw new Error("en.json is not in the bundle");
        return [
          {
            tag: "link",
            attrs: { rel: "preload", href: `/${asset.fileName}`, as: "fetch", crossorigin: "" },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

/**
 * Writes the static top bar of `src/app/shell.tsx` into index.html's root element, rendered with
 * React on the server at build time (a throwaway Vite server loads the module), so the first
 * paint needs no script.
 */
function prerenderShell(): Plugin {
  return {
    name: "sagpan-prerender-shell",
    apply: "build",
    async transformIndexHtml(html) {
      const server = await createServer({
        configFile: false,
        root: import.meta.dirname,
        logLevel: "silent",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { shellHtml } = (await server.ssrLoadModule("/src/app/shell.tsx")) as {
          shellHtml: () => string;
        };
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error("index.html has no empty #root");
        return html.replace(root, `<div id="root">${shellHtml()}</div>`);
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * The pages a member most often opens first, by the path the API serves them under, with the
 * lazy modules they need at once: the page and the top bar's member part.
 */
const routePages = {
  profiles: ["src/features/profiles/profiles-page.tsx", "src/features/layout/member-bar.tsx"],
  profile: [
    "src/features/profiles/view/profile-view-page.tsx",
    "src/features/layout/member-bar.tsx",
  ],
};

/**
 * Writes `routes/<page>.html` beside index.html: the same document with the page's own scripts
 * and styles preloaded from its head, so they download with the entry instead of after it has
 * run (the API serves these for the matching paths). Style sheets are preloaded, not linked:
 * a link would hold the first paint for styles the static top bar does not need.
 */
function routePreloads(): Plugin {
  let outDir = "";
  let bundle: Rollup.OutputBundle = {};
  return {
    name: "sagpan-route-preloads",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, output) {
      bundle = output;
    },
    writeBundle() {
      const chunks = Object.values(bundle).filter(
        (f): f is Rollup.OutputChunk => f.type === "chunk",
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (roots: Rollup.OutputChunk[]) => {
        const seen = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const file of chunk.imports) visit(byFile.get(file)!);
        };
        roots.forEach(visit);
        return seen;
      };
      const loadedByEntry = closure(chunks.filter((chunk) => chunk.isEntry));
      const html = readFileSync(join(outDir, "index.html"), "utf8");
      mkdirSync(join(outDir, "routes"), { recursive: true });
      for (const [page, modules] of Object.entries(routePages)) {
        const roots = modules.map((module) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`${module} is not a chunk of its own`);
          return chunk;
        });
        const scripts = [...closure(roots)].filter((file) => !loadedByEntry.has(file));
        const styles = new Set(
          scripts.flatMap((file) => [...(byFile.get(file)!.viteMetadata?.importedCss ?? [])]),
        );
        const links = [
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...[...styles].map(
            (file) => `<link rel="preload" as="style" crossorigin href="/${file}">`,
          ),
        ];
        if (!html.includes("</head>")) throw new Error("index.html has no </head>");
        writeFileSync(
          join(outDir, "routes", `${page}.html`),
          html.replace("</head>", `  ${links.join("\n    ")}\n  </head>`),
        );
      }
    },
  };
}

/**
 * The boot script (src/boot.ts), built on its own into one small file with everything it uses
 * and loaded `async` ahead of the app: as part of the app's entry (where Vite would fold a second
 * script of index.html) or sharing its chunks, it waited for the app's code to download. It
 * hands its replies to the app through a global (lib/early-requests.ts), as each has its own
 * copy of that module.
 */
function bootScript(): Plugin {
  let fileName = "";
  return {
    name: "sagpan-boot-script",
    apply: "build",
    async buildStart() {
      const output = await build({
        configFile: false,
        root: import.meta.dirname,
        logLevel: "silent",
        build: {
          write: false,
          emptyOutDir: false,
          minify: true,
          lib: { entry: "src/boot.ts", formats: ["es"], fileName: "boot" },
        },
      });
      const chunk = [output]
        .flat()
        .flatMap((result) => ("output" in result ? result.output : []))
        .find((file): file is Rollup.OutputChunk => file.type === "chunk" && file.isEntry);
      if (!chunk) throw new Error("the boot script did not build");
      const hash = createHash("sha256").update(chunk.code).digest("base64url").slice(0, 8);
      fileName = `assets/boot-${hash}.js`;
      this.emitFile({ type: "asset", fileName, source: chunk.code });
    },
    transformIndexHtml: {
      order: "post",
      handler() {
        return [
          {
            tag: "script",
            attrs: { type: "module", async: true, crossorigin: true, src: `/${fileName}` },
            injectTo: "head-prepend",
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    preloadEnglish(),
    prerenderShell(),
    bootScript(),
    routePreloads(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "vendor", test: vendor },
            { name: "mantine", test: mantineBase },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: api, changeOrigin: true },
      "/socket.io": { target: api, changeOrigin: true, ws: true },
    },
  },
});
