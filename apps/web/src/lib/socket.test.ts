import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeSocket } from "../test/fake-socket.ts";
import { realtime } from "./socket.ts";

describe("the member's socket", () => {
  afterEach(() => realtime.disconnect());

  it("connects again by itself when the server refused it for being busy", async () => {
    await realtime.connect("token-busy");
    fakeSocket.refuse("service.unavailable");
    // Socket.IO does not retry a refused handshake; the app does, a few seconds later.
    await vi.waitFor(() => expect(fakeSocket.reconnects).toBe(1), { timeout: 6_000 });
  });

  it("does not retry a refused token", async () => {
    await realtime.connect("token-refused");
    fakeSocket.refuse("auth.required");
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(fakeSocket.reconnects).toBe(0);
  });
});
