import { useIsFetching } from "@tanstack/react-query";
import { startTransition, useEffect, useState } from "react";

/** Longest wait for an idle moment before running anyway. */
const IDLE_TIMEOUT_MS = 3000;
/** Longest wait, after the load event, for the routed page to draw its first data. */
const FIRST_SCREEN_TIMEOUT_MS = 4000;

let firstScreenDrawn = false;
const waitingForFirstScreen = new Set<() => void>();

/**
 * Called once, when the page the visit opened on has drawn its data (FirstScreenMark). Until
 * then idle work waits: the load event comes as soon as the page's scripts are in, before its
 * data has arrived and been drawn, and a phone over HTTP/1.1 fetches six things at a time, so
 * anything started in between delays what the member came to see.
 */
export function markFirstScreenDrawn() {
  if (firstScreenDrawn) return;
  firstScreenDrawn = true;
  for (const wake of waitingForFirstScreen) wake();
  waitingForFirstScreen.clear();
}

/** For tests: a new visit. */
export function resetFirstScreenForTests() {
  firstScreenDrawn = false;
  waitingForFirstScreen.clear();
}

/**
 * Runs `task` once the page has loaded, its first screen is drawn and the main thread is idle:
 * for code and requests the first screen does not need. Returns a cancel function, so it can be
 * an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const runWhenIdle = () => {
    cancelWait();
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelWait = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1);
      cancelWait = () => window.clearTimeout(handle);
    }
  };
  const afterLoad = () => {
    if (cancelled) return;
    if (firstScreenDrawn) return runWhenIdle();
    const timer = window.setTimeout(runWhenIdle, FIRST_SCREEN_TIMEOUT_MS);
    waitingForFirstScreen.add(runWhenIdle);
    cancelWait = () => {
      window.clearTimeout(timer);
      waitingForFirstScreen.delete(runWhenIdle);
    };
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", afterLoad);
    cancelWait();
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

/** Resolves when every eagerly loaded image in the page's main part has loaded or failed. */
function imagesSettled(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLImageElement>("main img")].filter(
    (img) => !img.complete && img.loading !== "lazy",
  );
  return Promise.all(
    pending.map(
      (img) =>
        new Promise((resolve) => {
          img.addEventListener("load", resolve, { once: true });
          img.addEventListener("error", resolve, { once: true });
        }),
    ),
  );
}

/**
 * Drawn after the routed page, inside its Suspense boundary (app-layout.tsx): it mounts once the
 * page's code is in, and marks the first screen drawn when no query is fetching any more (the
 * page's data has arrived), the browser has painted it, and the photos it shows have loaded (a
 * profile's photo is often the largest thing on the screen).
 */
export function FirstScreenMark() {
  const fetching = useIsFetching();
  useEffect(() => {
    if (firstScreenDrawn || fetching > 0) return;
    let current = true;
    // The frame after next: the one with the data has been painted by then.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        void imagesSettled().then(() => {
          if (current) markFirstScreenDrawn();
        });
      });
    });
    return () => {
      current = false;
      cancelAnimationFrame(frame);
    };
  }, [fetching]);
  return null;
}
