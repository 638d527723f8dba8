import { startTransition, useEffect, useState } from "react";

/** Longest wait for an idle moment before the next slice is drawn anyway. */
const SLICE_TIMEOUT_MS = 500;

/** Runs `task` at the next idle moment (a plain timer where the browser has no idle callback). */
function nextIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: SLICE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 16);
  return () => window.clearTimeout(handle);
}

/**
 * How many of a list's `total` items to draw: `first` at once (the first screen), then `step`
 * more at each idle moment, each slice a short task of its own in a transition. A page of cards
 * drawn in one go was /matches' 7 s of blocking time on a phone (Lighthouse); in slices the
 * phone stays responsive between them. Give the list a `key` that changes with what it shows
 * (a tab), so a new list starts again from `first`.
 */
export function useRevealed(total: number, first: number, step = first): number {
  const [shown, setShown] = useState(first);
  const more = shown < total;
  useEffect(() => {
    if (!more) return;
    // Each slice schedules the next one when it has been drawn (a new `shown`).
    return nextIdle(() => startTransition(() => setShown(shown + step)));
  }, [more, shown, step]);
  return Math.min(shown, total);
}
