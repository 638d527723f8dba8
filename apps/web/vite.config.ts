import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import {
  core,
  inputsChunk,
  mantineBase,
  mantineHelpers,
  memberChunk,
  partsChunk,
  profileBasics,
  profileIcons,
  profileScreen,
  vendor,
} from "./build/chunks.ts";
import { installableApp } from "./build/installable-app.ts";
import { mantineStyles } from "./build/mantine-styles.ts";
import { memberPagesPlugin } from "./build/member-pages.ts";
import { precompress } from "./build/precompress.ts";
import { preloadEnglish } from "./build/preload-english.ts";
import { prerenderShell } from "./build/prerender-shell.ts";
import { seoMeta } from "./build/seo-meta.ts";

const api = "http://localhost:3000";

/** The files the service worker precaches, filled in by installableApp during the build. */
const appShell = new Set<string>();

export default defineConfig({
  plugins: [
    react(),
    mantineStyles(),
    precompress(),
    preloadEnglish(),
    prerenderShell(),
    seoMeta(),
    memberPagesPlugin(),
    installableApp(appShell),
    // The service worker (sw/sw.ts, built to /sw.js): a classic script, so every browser with
    // service workers runs it. The web app registers it itself, after the first screen
    // (lib/service-worker.ts), and writes its own manifests (installableApp).
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: "iife",
        globPatterns: ["**/*.{js,css,json,woff2,html,png,svg}"],
        // Hashed names change with their content: no revision needed.
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [
          async (entries) => {
            const manifest = entries.filter((entry) => appShell.has(entry.url));
            if (manifest.length < appShell.size) {
              const found = new Set(manifest.map((entry) => entry.url));
              const missing = [...appShell].filter((file) => !found.has(file));
              throw new Error(`the app shell's ${missing.join(", ")} are not in dist`);
            }
            return { manifest, warnings: [] };
          },
        ],
      },
    }),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes the modules its test names, not everything they import: the member
          // group would otherwise pull the entry's session and API code in with it.
          includeDependenciesRecursively: false,
          groups: [
            { name: "core", test: core },
            { name: "vendor", test: vendor },
            { name: "mantine", test: mantineBase },
            { name: "member", test: memberChunk },
            { name: "profile-basics", test: profileBasics },
            { name: "parts", test: partsChunk },
            { name: "mantine-helpers", test: mantineHelpers },
            { name: "inputs", test: inputsChunk },
            { name: "profile", test: (id) => profileScreen.test(id) || profileIcons.test(id) },
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
