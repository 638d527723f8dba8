import { vi } from "vitest";

type AnyHandler = (event: string, payload: unknown) => void;

/** Stands in for socket.io-client: records the connection and lets tests push events. */
export const fakeSocket = {
  connections: [] as { auth: unknown; path: unknown }[],
  anyHandlers: new Set<AnyHandler>(),
  /** What the app sent to the server (client → server events). */
  sent: [] as { event: string; payload: unknown }[],
  disconnect: vi.fn(),
  emitFromServer(event: string, payload: unknown) {
    for (const handler of fakeSocket.anyHandlers) handler(event, payload);
  },
  reset() {
    fakeSocket.connections = [];
    fakeSocket.anyHandlers.clear();
    fakeSocket.sent = [];
    fakeSocket.disconnect.mockReset();
  },
};

export function fakeIo(options: { auth: unknown; path: unknown }) {
  fakeSocket.connections.push({ auth: options.auth, path: options.path });
  return {
    onAny: (handler: AnyHandler) => fakeSocket.anyHandlers.add(handler),
    emit: (event: string, payload: unknown) => fakeSocket.sent.push({ event, payload }),
    // lib/socket listens for a refused handshake (connect_error); the fake never refuses.
    on: () => {},
    io: { on: () => {} },
    disconnect: () => {
      fakeSocket.anyHandlers.clear();
      fakeSocket.disconnect();
    },
  };
}
