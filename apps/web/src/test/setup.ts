import "@testing-library/jest-dom/vitest";
import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { changeLanguage, initI18n } from "../i18n/i18n.ts";
import { sessionStore } from "../lib/session.ts";
import { realtime } from "../lib/socket.ts";
import { markFirstScreenDrawn } from "../lib/when-idle.ts";
import { fakeSocket } from "./fake-socket.ts";
import { server } from "./server.ts";

vi.mock("socket.io-client", async () => ({ io: (await import("./fake-socket.ts")).fakeIo }));

// Browser APIs jsdom lacks that Mantine and the app touch.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Component tests draw a page or a part of one without the app's layout, whose FirstScreenMark
// would say the first screen is drawn; idle work would otherwise wait its 4 s (when-idle.test
// resets this to test the wait itself).
markFirstScreenDrawn();

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

/** Never reports an intersection: pages fall back to their buttons (Load more…). */
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = "0px";
  readonly thresholds = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;

// Textarea autosize listens for web fonts loading; jsdom has no FontFaceSet.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

await initI18n("en");

// Lazy pages are transformed on first import; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(async () => {
  await changeLanguage("en");
});
afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  server.resetHandlers();
  sessionStore.clear();
  realtime.disconnect();
  fakeSocket.reset();
  localStorage.clear();
});
afterAll(() => server.close());
