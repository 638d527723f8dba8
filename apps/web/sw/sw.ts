import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { FALLBACK_URL, readPush, sameOriginPath } from "./push.ts";

/**
 * Sagpan's service worker (/sw.js, scope /), built by vite-plugin-pwa (injectManifest) into a
 * classic script. What it keeps:
 * - the app shell (build/installable-app.ts lists it), precached and replaced as a whole by a
 *   new build's worker;
 * - other hashed files (/assets/, never changed under a name) as they are first used, so a tab
 *   left open across a deploy still finds its lazy pages;
 * - never a page document nor an API reply: a navigation always goes to the network (a deploy's
 *   new page at once), and only when that fails does the offline page answer.
 * A new worker waits until the member chooses Reload (the app's update prompt posts
 * SKIP_WAITING), so a page never runs with another build's files under it.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const OFFLINE_PAGE = "/offline.html";

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
    // The API's own pages (an unsubscribe link opened from a mail) are the network's alone.
    { denylist: [/^\/api\//, /^\/socket\.io\//] },
  ),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith("/assets/") &&
    request.method === "GET",
  new CacheFirst({
    cacheName: "sagpan-assets",
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
clientsClaim();

self.addEventListener("push", (event) => {
  const payload = readPush(event.data);
  const title = payload?.title ?? "Sagpan · સગપણ";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload?.body ?? "",
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      ...(payload?.tag ? { tag: payload.tag } : {}),
      data: { url: sameOriginPath(payload?.url || FALLBACK_URL, self.location.origin) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = sameOriginPath(
    (event.notification.data as { url?: string } | null)?.url ?? FALLBACK_URL,
    self.location.origin,
  );
  event.waitUntil(openInApp(path));
});

/** Focuses an open Sagpan tab on `path` (the most recently focused), or opens one there. */
async function openInApp(path: string) {
  const url = new URL(path, self.location.origin).href;
  const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    try {
      const focused = await tab.focus();
      // navigate() works on the tabs this worker controls; another (a tab opened before the
      // worker was installed) gets a new window instead.
      if (focused.url !== url) await focused.navigate(url);
      return;
    } catch {
      // fall through to a new window
    }
  }
  await self.clients.openWindow(url);
}
