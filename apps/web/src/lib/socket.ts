import type { ClientToServerEvents, ServerToClientEvents } from "@sagpan/contract";
import { useEffect, useRef } from "react";
import type { Socket } from "socket.io-client";

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type Handler<E extends EventName> = Parameters<ServerToClientEvents[E]>[0] extends infer P
  ? (payload: P) => void
  : never;

const handlers = new Map<EventName, Set<(payload: never) => void>>();
const joinListeners = new Set<(first: boolean) => void>();
const dismissListeners = new Set<() => void>();
let socket: AppSocket | null = null;
let currentToken: string | null = null;
const SOCKET_BUSY_RETRY_MS = 3_000;

function dispatch(event: EventName, payload: unknown) {
  for (const handler of handlers.get(event) ?? []) (handler as (p: unknown) => void)(payload);
}

/**
 * One Socket.IO connection for the signed-in member (spec section 4, Real-time socket).
 * socket.io-client is loaded on first connect, so visitors never download it.
 */
export const realtime = {
  async connect(token: string) {
    if (currentToken === token) return;
    realtime.disconnect();
    currentToken = token;
    const { io } = await import("socket.io-client");
    if (currentToken !== token) return;
    const next: AppSocket = io({ path: "/socket.io", auth: { token, client: "web" } });
    let first = true;
    next.onAny((event: EventName, payload: unknown) => {
      // The server says `joined` once the socket is in its rooms, on the first connection and
      // after every reconnect: listeners re-fetch what may have been sent before that moment.
      if (event === "joined") {
        for (const listener of joinListeners) listener(first);
        first = false;
      }
      dispatch(event, payload);
    });
    // A handshake refused because the server's database is away for a moment: Socket.IO
    // does not retry a refusal by itself, so try again a little later.
    next.on("connect_error", (error) => {
      if (error.message !== "service.unavailable") return;
      setTimeout(() => {
        if (socket === next && !next.connected) next.connect();
      }, SOCKET_BUSY_RETRY_MS);
    });
    // Dismissed by the server (sessions ended: signed out everywhere, a manager removed): the
    // client does not reconnect by itself; listeners ask the API whether the session still
    // stands, and either sign out (401) or connect again.
    next.on("disconnect", (reason) => {
      if (reason !== "io server disconnect" || socket !== next) return;
      for (const listener of dismissListeners) listener();
    });
    socket = next;
  },
  /** Connects again after a dismissal, when the session turned out to stand. */
  reconnect() {
    if (socket && !socket.connected) socket.connect();
  },
  disconnect() {
    currentToken = null;
    socket?.disconnect();
    socket = null;
  },
  /** Sends to the server; Socket.IO buffers it while the connection is (re)opening. */
  emit<E extends keyof ClientToServerEvents>(
    event: E,
    ...args: Parameters<ClientToServerEvents[E]>
  ) {
    socket?.emit(event, ...args);
  },
  on<E extends EventName>(event: E, handler: Handler<E>) {
    const set = handlers.get(event) ?? new Set();
    set.add(handler as (payload: never) => void);
    handlers.set(event, set);
    return () => {
      set.delete(handler as (payload: never) => void);
    };
  },
  /** Called when the server dismisses the socket (the session may have ended). */
  onDismissed(listener: () => void) {
    dismissListeners.add(listener);
    return () => {
      dismissListeners.delete(listener);
    };
  },
  /** Called on every `joined`, with `first` true for the socket's first connection. */
  onJoined(listener: (first: boolean) => void) {
    joinListeners.add(listener);
    return () => {
      joinListeners.delete(listener);
    };
  },
};

/** Subscribes a component to one server event for as long as it is mounted. */
export function useRealtimeEvent<E extends EventName>(event: E, handler: Handler<E>) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      realtime.on(event, ((payload: never) =>
        (latest.current as (p: never) => void)(payload)) as Handler<E>),
    [event],
  );
}
