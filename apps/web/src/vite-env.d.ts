/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The X-Requested-With value; must match the API's APP_ID. */
  readonly VITE_APP_ID?: string;
  /** The chat-assistant widget's name (spec section 3, build-time settings). */
  readonly VITE_ASSISTANT_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
