import { vi } from "vitest";

type AnyHandler = (event: string, payload: unknown) => void;

/** Stands in for socket.io-client: records the connection and lets tests push events. */
export const fakeSocket = {
  connections: [] as { auth: unknown; path: unknown }[],
  anyHandlers: new Set<AnyHandler>(),
  /** What the app sent to the server (client → server events). */
  sent: [] as { event: string; payload: unknown }[],
  disconnect: vi.fn(),
  /** Calls of socket.connect() after a refusal. */
  reconnects: 0,
  refusalHandlers: new Set<(error: Error) => void>(),
  /** The server refuses the handshake with `message` (Socket.IO's connect_error). */
  refuse(message: string) {
    for (const handler of fakeSocket.refusalHandlers) handler(new Error(message));
  },
  emitFromServer(event: string, payload: unknown) {
    for (const handler of fakeSocket.anyHandlers) handler(event, payload);
  },
  reset() {
    fakeSocket.connections = [];
    fakeSocket.anyHandlers.clear();
    fakeSocket.sent = [];
    fakeSocket.disconnect.mockReset();
    fakeSocket.reconnects = 0;
    fakeSocket.refusalHandlers.clear();
  },
};

export function fakeIo(options: { auth: unknown; path: unknown }) {
  fakeSocket.connections.push({ auth: options.auth, path: options.path });
  return {
    onAny: (handler: AnyHandler) => fakeSocket.anyHandlers.add(handler),
    emit: (event: string, payload: unknown) => fakeSocket.sent.push({ event, payload }),
    // lib/socket listens for a refused handshake (connect_error): `fakeSocket.refuse`.
    on: (event: string, handler: (error: Error) => void) => {
      if (event === "connect_error") fakeSocket.refusalHandlers.add(handler);
    },
    connected: false,
    connect: () => {
      fakeSocket.reconnects += 1;
    },
    io: { on: () => {} },
    disconnect: () => {
      fakeSocket.anyHandlers.clear();
      fakeSocket.disconnect();
    },
  };
}
