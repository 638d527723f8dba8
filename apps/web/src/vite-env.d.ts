/// <reference types="vite/client" />

/** Build-time settings; read through lib/site-settings.ts (README, "Build-time settings"). */
interface ImportMetaEnv {
  /** The X-Requested-With value; must match the API's APP_ID. */
  readonly VITE_APP_ID?: string;
  /** The community this deployment serves, as a short code. */
  readonly VITE_COMMUNITY_CODE?: string;
  /** Public ad contact details shown beside the advertisers' lead form. */
  readonly VITE_AD_CONTACT_NAME?: string;
  readonly VITE_AD_CONTACT_EMAIL?: string;
  readonly VITE_AD_CONTACT_PHONE?: string;
  readonly VITE_AD_CONTACT_WHATSAPP?: string;
  /** The chat-assistant widget's name (spec section 3, build-time settings). */
  readonly VITE_ASSISTANT_NAME?: string;
  /** Search-engine metadata: the page title and description (also Open Graph). */
  readonly VITE_SEO_TITLE?: string;
  readonly VITE_SEO_DESCRIPTION?: string;
  /** The register button's label, per language. */
  readonly VITE_REGISTER_LABEL_EN?: string;
  readonly VITE_REGISTER_LABEL_GU?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
