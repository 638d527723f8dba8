import { useEffect, useSyncExternalStore } from "react";

/**
 * Pages and panels with a form in progress or a chat open (ads-quiet.ts has the routes that
 * are quiet as a whole). Apart from the route list so that the entry chunk, which holds that
 * list, does not carry this store.
 */
let busy = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** A page with unsaved input calls this with `true`; no ad opens until it is false again. */
export function useAdsQuiet(quiet = true) {
  useEffect(() => {
    if (!quiet) return;
    busy += 1;
    emit();
    return () => {
      busy -= 1;
      emit();
    };
  }, [quiet]);
}

/** Whether some page has a form in progress now. */
export function useFormInProgress(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => busy > 0,
  );
}
