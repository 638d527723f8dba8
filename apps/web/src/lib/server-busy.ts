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
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
// No React here: lib/api.ts uses this store, and the boot script (src/boot.ts) uses lib/api.ts;
// the hook is in use-server-busy.ts (with React, the boot script grew to 32 KB and threw on
// `process.env.NODE_ENV`, which its library build does not replace).
