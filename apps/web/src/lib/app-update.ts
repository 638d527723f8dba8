import { useSyncExternalStore } from "react";

/**
 * A new build's service worker waiting to take over (lib/service-worker.ts offers it), and what
 * Reload does. React-free apart from the hook, and tiny: the app's entry holds it, while the
 * worker's registration and the prompt load only after the first screen.
 */
let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

export const appUpdate = {
  offer(reload: () => void) {
    apply = reload;
    for (const listener of listeners) listener();
  },
  reload() {
    apply?.();
  },
};

/** True once a new version waits. */
export const useAppUpdateWaiting = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => apply !== null,
    () => false,
  );
