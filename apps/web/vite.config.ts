import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
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
import { mantineStyles } from "./build/mantine-styles.ts";
import { memberPagesPlugin } from "./build/member-pages.ts";
import { precompress } from "./build/precompress.ts";
import { preloadEnglish } from "./build/preload-english.ts";
import { prerenderShell } from "./build/prerender-shell.ts";
import { seoMeta } from "./build/seo-meta.ts";

const api = "http://localhost:3000";

export default defineConfig({
  plugins: [
    react(),
    mantineStyles(),
    precompress(),
    preloadEnglish(),
    prerenderShell(),
    seoMeta(),
    memberPagesPlugin(),
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
