import type { DialogName } from "../../lib/dialogs.ts";

/**
 * One entry of the avatar menu. Labels are i18n keys, so A/B text overrides (which are
 * keyed by i18n key) reach them too. Later pages add entries to the app's menu list.
 */
export type MenuEntry =
  | { kind: "link"; labelKey: string; to: string; danger?: boolean }
  | { kind: "dialog"; labelKey: string; dialog: DialogName }
  | { kind: "group"; labelKey: string; items: MenuEntry[] };
