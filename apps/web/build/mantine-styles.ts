import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/**
 * A Mantine part's class-name module, e.g. @mantine/core/esm/components/Tabs/Tabs.module.mjs:
 * every component that draws that part imports it, and only such components do.
 */
const partModule =
  /^(.*[\\/]node_modules[\\/]@mantine[\\/]([a-z-]+))[\\/]esm[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;

/**
 * The style sheet of a part: @mantine/core has one per part (styles/Tabs.css), the smaller
 * packages one for all (@mantine/carousel/styles.css).
 */
export function styleSheetOf(id: string): string | null {
  const match = partModule.exec(id.split("?")[0] ?? "");
  if (!match) return null;
  const [, root = "", pkg, part] = match;
  if (existsSync(join(root, "styles", `${part}.css`))) return `@mantine/${pkg}/styles/${part}.css`;
  if (existsSync(join(root, "styles.css"))) return `@mantine/${pkg}/styles.css`;
  throw new Error(`no style sheet for the Mantine part ${part} (${id})`);
}

/**
 * Each Mantine part's class-name module imports the part's style sheet, so the sheet goes into
 * whichever chunk draws the part, and loads with it: no page can depend on a sheet another page's
 * chunk happened to load, and no page has to remember to import the sheets of the components it
 * uses (e2e/tests/direct-load.spec.ts opens every route first to keep it so).
 *
 * In the dev server Mantine is pre-bundled, past this transform; there the entry takes all of
 * Mantine's sheets (src/app/styles.ts, `import.meta.env.DEV`).
 */
export function mantineStyles(): Plugin {
  return {
    name: "sagpan-mantine-styles",
    apply: "build",
    transform(code, id) {
      const sheet = styleSheetOf(id);
      if (!sheet) return null;
      const line = `import ${JSON.stringify(sheet)};\n`;
      // After a leading "use client" directive, which must stay first.
      const directive = /^\s*(["'])use client\1;?\s*\n/.exec(code);
      const at = directive ? directive[0].length : 0;
      return { code: code.slice(0, at) + line + code.slice(at), map: null };
    },
  };
}
