import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/**
 * Writes a .br and a .gz copy beside every text asset, served by the API (@fastify/static's
 * preCompressed). Uncompressed scripts cost a phone about 2 s of first paint (Lighthouse, mobile).
 */
export function precompress(): Plugin {
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
