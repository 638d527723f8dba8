import type { DialogName } from "../../lib/dialogs.ts";

/**
 * One entry of the avatar menu. Labels are i18n keys, so A/B text overrides (which are
 * keyed by i18n key) reach them too. Later pages add entries to the app's menu list.
 */
export type MenuEntry = (
  | { kind: "link"; labelKey: string; to: string; danger?: boolean }
  | { kind: "dialog"; labelKey: string; dialog: DialogName }
  | { kind: "group"; labelKey: string; items: MenuEntry[] }
) & {
  /** The member's alone (their password, deleting the account): not shown to a manager. */
  memberOnly?: boolean;
};

/** The entries a family member who manages the profile may use (issue 21 item 5). */
export function forManager(entries: MenuEntry[]): MenuEntry[] {
  return entries
    .filter((entry) => !entry.memberOnly)
    .map((entry) =>
      entry.kind === "group" ? { ...entry, items: forManager(entry.items) } : entry,
    );
}
