import { startTransition, useEffect, useState } from "react";

/** Longest wait for an idle moment before running anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the page has loaded and the main thread is idle: for code and requests the
 * first screen does not need (a phone's first paint waits for every task before it). Returns a
 * cancel function, so it can be an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    cancelIdle();
  };
}

/**
 * False until the page is idle (whenIdle), then true, switched in a transition: for parts of
 * the page that may come after the first screen.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
