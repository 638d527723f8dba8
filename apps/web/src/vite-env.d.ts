/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The X-Requested-With value; must match the API's APP_ID. */
  readonly VITE_APP_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
