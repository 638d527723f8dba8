import { appUpdate } from "./app-update.ts";

/**
 * The service worker (/sw.js, apps/web/sw/sw.ts), for the browsers that have one: a secure
 * context (https, or localhost) only. On plain http (a phone opening http://<LAN address>) the
 * app runs without it, neither installable nor pushed to, and nothing here throws.
 */
export function serviceWorkerSupported(): boolean {
  return typeof window !== "undefined" && window.isSecureContext && "serviceWorker" in navigator;
}

const SW_URL = "/sw.js";
/** How often a tab open for long asks whether a new build has been deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registering: Promise<ServiceWorkerRegistration | null> | null = null;

/**
 * Registers the worker once (later calls get the same registration) and offers the update
 * prompt when a new build's worker is waiting: at once if one was waiting already, else as
 * soon as one has installed. Null where there is no service worker.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return Promise.resolve(null);
  registering ??= navigator.serviceWorker
    .register(SW_URL, { scope: "/" })
    .then((registration) => {
      watchForUpdates(registration);
      return registration;
    })
    .catch(() => {
      registering = null;
      return null;
    });
  return registering;
}

function watchForUpdates(registration: ServiceWorkerRegistration) {
  const container = navigator.serviceWorker;
  // A waiting worker matters only to a page a worker already controls: on the first visit the
  // new worker simply takes over.
  const offer = (worker: ServiceWorker | null) => {
    if (worker && container.controller) appUpdate.offer(() => activate(worker));
  };
  offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") offer(installing);
    });
  });
  let checked = Date.now();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    void registration.update().catch(() => {});
  });
}

/**
 * The member chose Reload: the waiting worker takes over, then the page loads anew under it,
 * once the page's controller has changed or the worker says it is active, whichever is heard
 * first.
 */
function activate(worker: ServiceWorker) {
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener("controllerchange", reload, { once: true });
  worker.addEventListener("statechange", () => {
    if (worker.state === "activated") reload();
  });
  if (worker.state === "activated") return reload();
  worker.postMessage({ type: "SKIP_WAITING" });
}
