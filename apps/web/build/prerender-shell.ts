import { resolve } from "node:path";
import { createServer, type Plugin } from "vite";

/**
 * Writes the static top bar of `src/app/shell.tsx` into index.html's root element, rendered with
 * React on the server at build time (a throwaway Vite server loads the module), so the first
 * paint needs no script.
 */
export function prerenderShell(): Plugin {
  return {
    name: "sagpan-prerender-shell",
    apply: "build",
    async transformIndexHtml(html) {
      const server = await createServer({
        configFile: false,
        root: resolve(import.meta.dirname, ".."),
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
