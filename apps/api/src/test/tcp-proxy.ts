import { createConnection, createServer, type Socket } from "node:net";

/**
 * A TCP proxy a test controls, standing between the app and PostgreSQL or Redis: `cut()` ends
 * every open connection and refuses new ones (as a stopped server does), `restore()` lets
 * them through again. The app only ever sees the proxy's address.
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  cut(): void;
  /** Connections stay open but nothing passes (a network gone quiet, a frozen server). */
  stall(): void;
  /** Ends a cut or a stall. */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let up = true;
  let stalled = false;
  const server = createServer((client) => {
    if (!up) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection(target);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    // By hand rather than pipe(): a stalled proxy drops what passes, as a dead link does.
    client.on("data", (chunk) => stalled || upstream.write(chunk));
    upstream.on("data", (chunk) => stalled || client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const cut = () => {
    up = false;
    for (const socket of open) socket.destroy();
    open.clear();
  };
  return {
    port,
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = "127.0.0.1";
      parsed.port = String(port);
      return parsed.toString();
    },
    cut,
    stall() {
      stalled = true;
    },
    restore() {
      up = true;
      stalled = false;
    },
    close() {
      cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
