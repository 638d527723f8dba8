import type { Plugin } from "vite";

/**
 * Preloads the English texts from index.html, so the file arrives with the entry scripts rather
 * than after them (the entry only asks for it once it runs). English is what a browser not set
 * to Gujarati starts in; a Gujarati visitor fetches gu.json as before, and the preload is 10 KB
 * wasted (index.html may not run inline script to choose: the CSP allows none).
 */
export function preloadEnglish(): Plugin {
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
