import enUrl from "../../i18n/en.json?url";
import guUrl from "../../i18n/gu.json?url";
import type { Language } from "../../i18n/i18n.ts";

type Tree = { [key: string]: unknown };

// The same hashed files the app loads (i18n.ts), so usually from the browser's cache; kept
// out of the app's own code, which has no use for the language it is not showing.
const load: Record<Language, () => Promise<Tree>> =
  import.meta.env.MODE === "test"
    ? {
        en: () => import("../../i18n/en.json").then((m) => m.default as Tree),
        gu: () => import("../../i18n/gu.json").then((m) => m.default as Tree),
      }
    : {
        en: () => fetch(enUrl).then((r) => r.json() as Promise<Tree>),
        gu: () => fetch(guUrl).then((r) => r.json() as Promise<Tree>),
      };

/** Every text of a language by dotted key, as shipped, before any override. */
export async function bundledTexts(lang: Language): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === "string") out.set(path, value);
      else if (value && typeof value === "object") walk(value as Tree, path);
    }
  };
  walk(await load[lang](), "");
  return out;
}
