import { useSyncExternalStore } from "react";
import { i18n } from "./i18n.ts";
import type { TFunction } from "./translator.ts";

export type { TFunction };

/**
 * The texts in the language in use: `t` is a new function after a change of language or of the
 * texts (a language loaded, A/B overrides added), so the component draws again with them.
 */
export function useTranslation() {
  const t = useSyncExternalStore(i18n.subscribe, () => i18n.current);
  return { t, i18n };
}
