import type { Language } from "./i18n.ts";

/**
 * The installed app's manifest per language, written by the build (build/installable-app.ts)
 * and named by index.html's link, which the app points at the reader's language: installing
 * from a Gujarati page names the app in Gujarati on the home screen.
 */
export const manifestPaths: Record<Language, string> = {
  en: "/manifest.webmanifest",
  gu: "/manifest-gu.webmanifest",
};
