import { readFileSync } from "node:fs";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, out: Map<string, string>) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

const bundle = (lang: "en" | "gu") =>
  flatten(
    JSON.parse(
      readFileSync(new URL(`../../../../web/src/i18n/${lang}.json`, import.meta.url), "utf8"),
    ) as Tree,
    "",
    new Map(),
  );

/**
 * The web app's own texts by key (apps/web/src/i18n), read once: an override may only replace a
 * text that exists, and is measured against it (contract `abTextLimit`).
 */
export const abDefaults: Record<"en" | "gu", Map<string, string>> = {
  en: bundle("en"),
  gu: bundle("gu"),
};
