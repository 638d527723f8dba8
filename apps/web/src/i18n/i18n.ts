import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import enUrl from "./en.json?url";
import guUrl from "./gu.json?url";

export const languages = ["en", "gu"] as const;
export type Language = (typeof languages)[number];

const STORAGE_KEY = "lang";

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

const bundles: Record<Language, () => Promise<Bundle>> =
  import.meta.env.MODE === "test"
    ? { en: () => import("./en.json"), gu: () => import("./gu.json") }
    : { en: fetchJson(enUrl), gu: fetchJson(guUrl) };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (languages as readonly string[]).includes(value);

/** The language chosen earlier on this device, else the browser's, else English. */
export function preferredLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
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
}

function applyDocumentLanguage(lang: Language) {
  document.documentElement.lang = lang;
}

/** Sets up i18next with only the language in use loaded; the other one loads on switch. */
export async function initI18n(lang: Language = preferredLanguage()) {
  const bundle = await bundles[lang]();
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: bundle.default } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    // Re-render when A/B text overrides are added after start-up.
    react: { bindI18nStore: "added" },
  });
  loaded.add(lang);
  applyDocumentLanguage(lang);
  return i18n;
}

/** Switches language and remembers it for the next visit. */
export async function changeLanguage(lang: Language) {
  await loadBundle(lang);
  localStorage.setItem(STORAGE_KEY, lang);
  await i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

/** Applies server-supplied text overrides (`GET /api/v2/ab`) on top of the bundled text. */
export function applyTextOverrides(lang: Language, overrides: Record<string, string>) {
  if (Object.keys(overrides).length > 0) i18n.addResources(lang, "translation", overrides);
}

export { i18n };
