import { useSyncExternalStore } from "react";

/**
 * Calls waiting to be tried again because the server answered 503 service.unavailable (its
 * database restarting, a failover): while any waits, the app says "Sagpan is busy, trying
 * again…" above the page, which stays as it was.
 */
let waiting = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const serverBusy = {
  /** A call starts waiting; the returned function ends the wait (once). */
  begin(): () => void {
    waiting += 1;
    if (waiting === 1) emit();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      waiting -= 1;
      if (waiting === 0) emit();
    };
  },
  now: () => waiting > 0,
};

export function useServerBusy(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    serverBusy.now,
    serverBusy.now,
  );
}
