import "@testing-library/jest-dom/vitest";
import { notifications } from "@mantine/notifications";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { changeLanguage, initI18n } from "../i18n/i18n.ts";
import { sessionStore } from "../lib/session.ts";
import { realtime } from "../lib/socket.ts";
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

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

await initI18n("en");

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
