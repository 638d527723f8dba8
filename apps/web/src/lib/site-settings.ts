import { type RegisterLabel, readRegisterLabel } from "./register-label.ts";

/**
 * The build-time settings of the spec (section 3) in one typed place: each comes from a
 * `VITE_*` variable set when the web app is built (README, "Build-time settings"), with the
 * default used when it is not set. Code reads `siteSettings`, never `import.meta.env` directly.
 */
export interface SiteSettings {
  /** The community this deployment serves, as a short code (analytics, support mails). */
  communityCode: string;
  /** Who advertisers reach about ads (the /advertise page); a blank field is not shown. */
  adContact: { name: string; email: string; phone: string; whatsapp: string };
  /** The chat assistant's widget name; null means the translated default. */
  assistantName: string | null;
  /** Search-engine and link-preview text for the public pages (title, description). */
  seo: { title: string; description: string };
  /** The register button's label per language; null means the translated default. */
  registerLabel: RegisterLabel;
}

type Env = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

const text = (value: string | undefined) => value?.trim() || null;

export const defaultSeo = {
  title: "Sagpan · સગપણ — Gujarati community matrimony",
  description:
    "Sagpan (સગપણ) is the matrimony site of our Gujarati community: verified profiles of brides and grooms, managed by families, for marriage only.",
};

/** Reads the settings from a build's environment (a parameter so tests can pass their own). */
export function readSiteSettings(env: Env): SiteSettings {
  return {
    communityCode: text(env.VITE_COMMUNITY_CODE) ?? "gujarati-samaj",
    adContact: {
      name: text(env.VITE_AD_CONTACT_NAME) ?? "",
      email: text(env.VITE_AD_CONTACT_EMAIL) ?? "ads@sagpan.in",
      phone: text(env.VITE_AD_CONTACT_PHONE) ?? "+91 79 4000 1250",
      whatsapp: text(env.VITE_AD_CONTACT_WHATSAPP) ?? "",
    },
    assistantName: text(env.VITE_ASSISTANT_NAME),
    seo: {
      title: text(env.VITE_SEO_TITLE) ?? defaultSeo.title,
      description: text(env.VITE_SEO_DESCRIPTION) ?? defaultSeo.description,
    },
    registerLabel: readRegisterLabel(env),
  };
}

export const siteSettings: SiteSettings = readSiteSettings(import.meta.env ?? {});
