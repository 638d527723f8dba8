import { type Channel, Socket } from "phoenix";
import { WebSocket } from "ws";
import type { TestApp } from "../../test/test-app.ts";

/** Test helpers: the official `phoenix` client under Node, with `ws` as its WebSocket. */
export const wsUrlOf = (t: TestApp) => {
  const address = t.app.server.address();
  return `ws://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
};

const opened: Socket[] = [];

export function phoenixSocket(
  t: TestApp,
  token: string,
  opts: { heartbeatIntervalMs?: number; reconnectAfterMs?: number } = {},
): Socket {
  const socket = new Socket(`${wsUrlOf(t)}/socket`, {
    params: { token },
    transport: WebSocket as unknown as typeof globalThis.WebSocket,
    // Faster than the tests' 400 ms server timeout.
    heartbeatIntervalMs: opts.heartbeatIntervalMs ?? 100,
    reconnectAfterMs: () => opts.reconnectAfterMs ?? 50,
    rejoinAfterMs: () => 50,
  });
  opened.push(socket);
  socket.connect();
  return socket;
}

export function closeAllPhoenix() {
  for (const socket of opened.splice(0)) socket.disconnect();
}

export type JoinAnswer = { status: "ok" | "error" | "timeout"; response: unknown };

/** The join's reply: `ok` with the response, `error` with its reason, or `timeout`. */
export function join(channel: Channel): Promise<JoinAnswer> {
  return new Promise((resolve) => {
    channel
      .join(3_000)
      .receive("ok", (response) => resolve({ status: "ok", response }))
      .receive("error", (response) => {
        // A refused join is retried by the client; the test wants the first answer only.
        channel.leave();
        resolve({ status: "error", response });
      })
      .receive("timeout", () => resolve({ status: "timeout", response: null }));
  });
}

/** The next `event` on the channel; rejects after `ms`. */
export function next<T = unknown>(channel: Channel, event: string, ms = 3_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      channel.off(event, ref);
      reject(new Error(`no ${event} on ${channel.topic} within ${ms} ms`));
    }, ms);
    const ref = channel.on(event, (payload) => {
      clearTimeout(timer);
      channel.off(event, ref);
      resolve(payload as T);
    });
  });
}

/** Resolves with the close event's code once the socket's connection closes. */
export function closed(socket: Socket, ms = 3_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("phoenix socket still open")), ms);
    socket.onClose((event: unknown) => {
      clearTimeout(timer);
      resolve((event as { code?: number }).code ?? 0);
    });
  });
}

/** A raw upgrade's answer: "open", or the HTTP status it was refused with. */
export function rawUpgrade(url: string): Promise<{ ws: WebSocket; status: "open" | number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.once("open", () => resolve({ ws, status: "open" }));
    ws.once("unexpected-response", (_req, res) => resolve({ ws, status: res.statusCode ?? 0 }));
    ws.once("error", () => resolve({ ws, status: 0 }));
  });
}
