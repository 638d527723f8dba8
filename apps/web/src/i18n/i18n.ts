import { registerLabel } from "../lib/register-label.ts";
import enUrl from "./en.json?url";
import guUrl from "./gu.json?url";
import { manifestPaths } from "./manifests.ts";
import { Translator } from "./translator.ts";

export const languages = ["en", "gu"] as const;
export type Language = (typeof languages)[number];

const STORAGE_KEY = "lang";

/** The app's texts (translator.ts); components read them through useTranslation(). */
const i18n = new Translator();

type Bundle = { default: Record<string, unknown> };

/**
 * In the browser the texts are fetched as JSON files (hashed, cached for a year) rather than
 * bundled as JavaScript: they are data, and keeping them out of the scripts leaves the first
 * screen's JavaScript budget for code. Tests import them directly.
 */
const fetchJson = (url: string) => async (): Promise<Bundle> => {
  const res = await fetch(url);
  return { default: (await res.json()) as Record<string, unknown> };
};

const files: Record<Language, () => Promise<Bundle>> =
  import.meta.env.MODE === "test"
    ? { en: () => import("./en.json"), gu: () => import("./gu.json") }
    : { en: fetchJson(enUrl), gu: fetchJson(guUrl) };

/**
 * A language's texts with the build-time labels on top (the register button, lib/site-settings);
 * A/B overrides from the server go on top of these in turn.
 */
async function bundle(lang: Language): Promise<Bundle> {
  const { default: texts } = await files[lang]();
  const label = registerLabel[lang];
  if (!label) return { default: texts };
  const landing = (texts.landing ?? {}) as Record<string, unknown>;
  return { default: { ...texts, landing: { ...landing, join: label } } };
}
const bundles: Record<Language, () => Promise<Bundle>> = {
  en: () => bundle("en"),
  gu: () => bundle("gu"),
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (languages as readonly string[]).includes(value);

/**
 * The language chosen earlier on this device, else the link's (`?lang=`, which a shared link
 * carries: it previewed in that language), else the browser's, else English.
 */
export function preferredLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const linked = new URLSearchParams(window.location.search).get("lang");
  if (isLanguage(linked)) return linked;
  return navigator.language?.toLowerCase().startsWith("gu") ? "gu" : "en";
}

/** The language in use; pass the `i18n` from useTranslation() to re-render on changes. */
export const currentLanguage = (instance: { language?: string } = i18n): Language =>
  isLanguage(instance.language) ? instance.language : "en";

const loaded = new Set<Language>();

async function loadBundle(lang: Language) {
  if (loaded.has(lang)) return;
  const bundle = await bundles[lang]();
  // deep merge without overwrite: A/B overrides that arrived first stay in place.
  i18n.addResourceBundle(lang, "translation", bundle.default, true, false);
  loaded.add(lang);
  applyTextOverrides(lang, cachedOverrides(lang));
}

function applyDocumentLanguage(lang: Language) {
  document.documentElement.lang = lang;
  document.querySelector('link[rel="manifest"]')?.setAttribute("href", manifestPaths[lang]);
}

/** Loads only the language in use; the other one loads on switch. */
export async function initI18n(lang: Language = preferredLanguage()) {
  const bundle = await bundles[lang]();
  i18n.addResourceBundle(lang, "translation", bundle.default, true, false);
  await i18n.changeLanguage(lang);
  loaded.add(lang);
  // Last visit's A/B texts, before the first paint: a returning visitor never sees a label
  // change under their eyes; the fresh ones are fetched after first paint (text-overrides.ts).
  applyTextOverrides(lang, cachedOverrides(lang));
  applyDocumentLanguage(lang);
  return i18n;
}

/**
 * Switches language and remembers it for the next visit, from the click on: a page left before
 * the language file has arrived still opens the next one in the chosen language.
 */
export async function changeLanguage(lang: Language) {
  localStorage.setItem(STORAGE_KEY, lang);
  await loadBundle(lang);
  await i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

const overridesKey = (lang: Language) => `ab:${lang}`;
/** Per language, each overridden key's bundled text: what it gets back when no longer overridden. */
const originals: Partial<Record<Language, Record<string, string>>> = {};

/** The overrides this device last received for `lang` (none when unreadable). */
export function cachedOverrides(lang: Language): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(overridesKey(lang)) ?? "{}") || {};
  } catch {
    return {};
  }
}

/**
 * Applies server-supplied text overrides (`GET /api/v2/ab`) on top of the bundled text: keys
 * no longer overridden get their bundled text back. With `remember`, they are kept for the
 * next visit's first paint.
 */
export function applyTextOverrides(
  lang: Language,
  overrides: Record<string, string>,
  opts: { remember?: boolean } = {},
) {
  if (opts.remember) {
    try {
      localStorage.setItem(overridesKey(lang), JSON.stringify(overrides));
    } catch {
      // Storage full or blocked: the overrides still apply to this visit.
    }
  }
  if (!loaded.has(lang)) return;
  const kept = originals[lang] ?? {};
  originals[lang] = kept;
  const texts: Record<string, string> = {};
  for (const key of Object.keys(kept)) {
    if (!(key in overrides)) {
      texts[key] = kept[key] as string;
      delete kept[key];
    }
  }
  for (const [key, text] of Object.entries(overrides)) {
    const bundled = i18n.getResource(lang, "translation", key);
    if (!(key in kept) && typeof bundled === "string") kept[key] = bundled;
    texts[key] = text;
  }
  if (Object.keys(texts).length > 0) i18n.addResources(lang, "translation", texts);
}

export { i18n };
