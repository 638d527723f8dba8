import "./app/styles.ts";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { reportWebVitals } from "./features/analytics/analytics.ts";
import { initI18n } from "./i18n/i18n.ts";
import { markAppStarted } from "./lib/early-requests.ts";
import { sessionStore } from "./lib/session.ts";
import { whenIdle } from "./lib/when-idle.ts";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

markAppStarted();
const i18nReady = initI18n();
const queryClient = createQueryClient();
// A member's first page's code and data load while the language file does (not after it).
// Visitors, the sign-in page among them, never download the module.
if (sessionStore.get()) {
  void import("./app/preload-route.ts").then(({ preloadRoute }) =>
    preloadRoute(queryClient, window.location.pathname),
  );
}

void i18nReady.then(() => {
  // As a transition, the first render is done in slices that let the phone paint and answer
  // input between them, rather than in one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App client={queryClient} />
      </StrictMode>,
    );
  });
  // web-vitals (3 KB) is no part of the first screen: it comes a few seconds after it, and its
  // observers read the buffered entries (paints, shifts, the slow interactions) from before.
  whenIdle(() => window.setTimeout(() => void reportWebVitals(), 5000));
  // The service worker (offline page, app shell, push) is no part of the first screen either:
  // its registration and the precaching it starts come a few seconds after it.
  whenIdle(() =>
    window.setTimeout(
      () => void import("./lib/service-worker.ts").then((m) => m.registerServiceWorker()),
      3000,
    ),
  );
});
