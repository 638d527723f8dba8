import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { createServer, defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [react(), precompress(), preloadEnglish(), prerenderShell()],
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
