import { expect, test } from "@playwright/test";
import { newMember, signUp } from "./helpers";

// connect-src is only 'self' now: the member's live socket (same host, ws://) must still connect,
// and the browser must report nothing blocked.
test("the member's socket connects under connect-src 'self'", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to connect/i.test(msg.text())) refused.push(msg.text());
  });
  const sockets: { url: string; received: string[] }[] = [];
  page.on("websocket", (ws) => {
    const socket = { url: ws.url(), received: [] as string[] };
    sockets.push(socket);
    ws.on("framereceived", (frame) => socket.received.push(String(frame.payload)));
  });
  await signUp(page, newMember());
  // The server speaking over the WebSocket: "40" (connected) or "3probe" (the upgrade from
  // polling answered) can only arrive if the browser let the connection open.
  await expect
    .poll(() => sockets.some((s) => s.received.some((p) => p.startsWith("40") || p === "3probe")), {
      timeout: 30_000,
    })
    .toBe(true);
  const live = sockets.find((s) => s.url.includes("/socket.io/"));
  expect(live && new URL(live.url).protocol).toBe("ws:");
  expect(refused).toEqual([]);
});
