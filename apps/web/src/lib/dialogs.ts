import { useSyncExternalStore } from "react";

/** App-wide dialogs that menus open by name; the app's dialog host renders them. */
export type DialogName = "set-password" | "biodata";

let openDialog: DialogName | null = null;
const listeners = new Set<() => void>();

function set(next: DialogName | null) {
  openDialog = next;
  for (const listener of listeners) listener();
}

export const dialogs = {
  open: (name: DialogName) => set(name),
  close: () => set(null),
  get: () => openDialog,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useOpenDialog = () =>
  useSyncExternalStore(dialogs.subscribe, dialogs.get, dialogs.get);
