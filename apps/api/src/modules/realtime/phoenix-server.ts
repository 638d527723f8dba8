import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { type WebSocket, WebSocketServer } from "ws";
import { listen } from "../../lib/redis.ts";
import {
  encodeFrame,
  errorReply,
  type Frame,
  okReply,
  PHX,
  parseFrame,
} from "./phoenix-protocol.ts";

export const PHOENIX_PATH = "/socket/websocket";

/** Who is on the other end of a connection (checked at the upgrade, from `?token=`). */
export interface PhoenixMember {
  userId: string;
  token: string;
  /**
   * The account signed in, when it is not the member: a family member who manages the
   * profile (managers module). Revoking that account closes exactly these connections.
   */
  actorId?: string;
}

/** Who a token signs in: the member, and the account acting for them when it is another. */
export interface PhoenixIdentity {
  userId: string;
  actorId?: string;
}

/** A joined channel, as its topic's handler sees it. */
export interface PhoenixChannel {
  member: PhoenixMember;
  topic: string;
  /** To this channel only (this connection). */
  push(event: string, payload: unknown): void;
  /** To every subscriber of the topic on every node, except this channel. */
  broadcastFrom(event: string, payload: unknown): void;
}

export type JoinResult =
  | {
      ok: true;
      response?: unknown;
      /** A client event on the joined channel; the reply's response, or an error reason. */
      handleIn?: (event: string, payload: unknown) => Promise<unknown> | unknown;
      onLeave?: () => void;
    }
  | { ok: false; reason: string };

/** Decides joins for the topics it matches (first match wins). */
export interface TopicHandler {
  matches(topic: string): boolean;
  join(
    member: PhoenixMember,
    topic: string,
    payload: unknown,
    channel: PhoenixChannel,
  ): Promise<JoinResult>;
}

interface Joined {
  joinRef: string;
  handleIn?: ((event: string, payload: unknown) => Promise<unknown> | unknown) | undefined;
  onLeave?: (() => void) | undefined;
}

interface Conn {
  id: string;
  ws: WebSocket;
  member: PhoenixMember;
  channels: Map<string, Joined>;
  idleTimer: NodeJS.Timeout | null;
}

export interface PhoenixServer {
  /** Adds the topics a module serves (pub, bot, chat). */
  topic(handler: TopicHandler): void;
  /** Delivers to the topic's subscribers on every node (Redis carries it to the others). */
  broadcast(topic: string, event: string, payload: unknown, exceptConn?: string): void;
  /**
   * Closes the account's connections on this node (every node hears a revocation): a member's
   * own and their managers', or a manager's alone.
   */
  dropMember(userId: string): void;
  /** Subscribed to the other nodes' broadcasts. */
  ready: Promise<void>;
  /** WebSocket connections open on this node (metrics). */
  connections(): number;
  close(): Promise<void>;
}

/**
 * Phoenix Channels (V2 JSON) over `ws`, beside Socket.IO on the same HTTP server. The
 * connection is authenticated once at the upgrade; each join is then decided by the topic's
 * handler. Server events come from the realtime event bus (realtime.ts), never from modules
 * directly, so Socket.IO and Phoenix clients see the same events.
 */
export function createPhoenixServer(deps: {
  server: {
    on(event: "upgrade", fn: (req: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
  };
  /** The member behind a token, read past caches; null when refused, rejects while the database is away. */
  authenticate: (token: string | null) => Promise<PhoenixIdentity | null>;
  log: FastifyBaseLogger;
  redis?: Redis | null;
  channel: string;
  /** A connection that sends nothing (not even a heartbeat) for this long is closed. */
  idleMs?: number;
  /** Whether the upgrade's Origin may connect (CORS_ORIGINS, lib/origins.ts); all when absent. */
  allowOrigin?: (headers: IncomingMessage["headers"]) => boolean;
  /** Joins and pushes a member may send per window, over all their connections on this node. */
  limit?: { events: number; windowMs: number };
}): PhoenixServer {
  const idleMs = deps.idleMs ?? 60_000;
  // Pushes skip the HTTP rate limit (a chat message sent on a channel, a typing notice): the
  // same member, whatever the number of connections, gets this many per window.
  const limit = deps.limit ?? { events: 60, windowMs: 10_000 };
  const windows = new Map<string, { start: number; count: number }>();
  const overLimit = (userId: string) => {
    const now = Date.now();
    // Kept past the member's last connection (a reconnect must not start a new window);
    // expired ones are dropped when there are many.
    if (windows.size > 10_000)
      for (const [id, old] of windows) if (now - old.start >= limit.windowMs) windows.delete(id);
    const w = windows.get(userId);
    if (!w || now - w.start >= limit.windowMs) {
      windows.set(userId, { start: now, count: 1 });
      return false;
    }
    w.count++;
    return w.count > limit.events;
  };
  /** Channels one connection may hold (each join is a read or two of the database). */
  const maxChannels = 20;
  const node = randomUUID();
  const handlers: TopicHandler[] = [];
  const byUser = new Map<string, Set<Conn>>();
  const byTopic = new Map<string, Set<Conn>>();
  let closing = false;
  // 64 KiB: the largest client frame is an assistant question or a typing notice.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

  const send = (conn: Conn, frame: Frame) => {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(encodeFrame(frame));
  };

  const deliverHere = (topic: string, event: string, payload: unknown, exceptConn?: string) => {
    for (const conn of byTopic.get(topic) ?? []) {
      if (conn.id === exceptConn) continue;
      const joined = conn.channels.get(topic);
      if (joined) send(conn, { joinRef: joined.joinRef, ref: null, topic, event, payload });
    }
  };

  const subscription = deps.redis
    ? listen(deps.redis, deps.channel, (message) => {
        try {
          const m = JSON.parse(message) as {
            node: string;
            topic: string;
            event: string;
            payload: unknown;
            except?: string;
          };
          // This node delivered its own broadcast already.
          if (m.node !== node) deliverHere(m.topic, m.event, m.payload, m.except);
        } catch {
          // Not ours.
        }
      })
    : Promise.resolve(null);
  const ready = subscription.then(() => {});

  const leave = (conn: Conn, topic: string) => {
    const joined = conn.channels.get(topic);
    if (!joined) return;
    conn.channels.delete(topic);
    byTopic.get(topic)?.delete(conn);
    if (byTopic.get(topic)?.size === 0) byTopic.delete(topic);
    joined.onLeave?.();
  };

  /** A connection is listed under its member and, for a manager, the manager's account too. */
  const keysOf = (member: PhoenixMember) =>
    member.actorId && member.actorId !== member.userId
      ? [member.userId, member.actorId]
      : [member.userId];

  const forget = (conn: Conn) => {
    if (conn.idleTimer) clearTimeout(conn.idleTimer);
    for (const topic of [...conn.channels.keys()]) leave(conn, topic);
    for (const key of keysOf(conn.member)) {
      byUser.get(key)?.delete(conn);
      if (byUser.get(key)?.size === 0) byUser.delete(key);
    }
  };

  const touch = (conn: Conn) => {
    if (conn.idleTimer) clearTimeout(conn.idleTimer);
    // Phoenix's server closes a connection whose client stopped sending heartbeats: a half-open
    // TCP connection would otherwise keep its subscriptions forever.
    conn.idleTimer = setTimeout(() => conn.ws.close(1000, "heartbeat timeout"), idleMs);
  };

  const channelFor = (conn: Conn, topic: string): PhoenixChannel => ({
    member: conn.member,
    topic,
    push(event, payload) {
      const joined = conn.channels.get(topic);
      if (joined) send(conn, { joinRef: joined.joinRef, ref: null, topic, event, payload });
    },
    broadcastFrom(event, payload) {
      api.broadcast(topic, event, payload, conn.id);
    },
  });

  async function handleFrame(conn: Conn, frame: Frame) {
    const reply = (payload: unknown, joinRef = frame.joinRef) =>
      send(conn, { joinRef, ref: frame.ref, topic: frame.topic, event: PHX.reply, payload });
    if (frame.topic === PHX.system && frame.event === PHX.heartbeat) return reply(okReply());
    if (frame.event !== PHX.leave && overLimit(conn.member.userId))
      return reply(errorReply("request.rate_limited"));
    if (frame.event === PHX.join) {
      const handler = handlers.find((h) => h.matches(frame.topic));
      const joinRef = frame.joinRef ?? frame.ref ?? "";
      if (!handler) return reply(errorReply("unmatched topic"), joinRef);
      if (conn.channels.size >= maxChannels && !conn.channels.has(frame.topic))
        return reply(errorReply("too_many_channels"), joinRef);
      // A second join of a topic replaces the first (Phoenix closes the old channel).
      const old = conn.channels.get(frame.topic);
      if (old) {
        leave(conn, frame.topic);
        send(conn, {
          joinRef: old.joinRef,
          ref: old.joinRef,
          topic: frame.topic,
          event: PHX.close,
          payload: {},
        });
      }
      const result = await handler
        .join(conn.member, frame.topic, frame.payload, channelFor(conn, frame.topic))
        .catch((err: Error) => {
          deps.log.error({ err: err.name, topic: frame.topic }, "phoenix join failed");
          return { ok: false as const, reason: "join crashed" };
        });
      if (!result.ok) return reply(errorReply(result.reason), joinRef);
      if (conn.ws.readyState !== conn.ws.OPEN) return result.onLeave?.();
      conn.channels.set(frame.topic, {
        joinRef,
        handleIn: result.handleIn,
        onLeave: result.onLeave,
      });
      const subscribers = byTopic.get(frame.topic) ?? new Set<Conn>();
      byTopic.set(frame.topic, subscribers);
      subscribers.add(conn);
      return reply(okReply(result.response ?? {}), joinRef);
    }
    const joined = conn.channels.get(frame.topic);
    // Phoenix's answer to an event on a topic this connection has not joined.
    if (!joined || joined.joinRef !== frame.joinRef) return reply(errorReply("unmatched topic"));
    if (frame.event === PHX.leave) {
      leave(conn, frame.topic);
      reply(okReply());
      return send(conn, {
        joinRef: joined.joinRef,
        ref: joined.joinRef,
        topic: frame.topic,
        event: PHX.close,
        payload: {},
      });
    }
    if (!joined.handleIn) return reply(errorReply("unknown event"));
    try {
      const response = await joined.handleIn(frame.event, frame.payload);
      if (frame.ref !== null) reply(okReply(response ?? {}));
    } catch (err) {
      const reason = (err as { code?: unknown }).code;
      reply(errorReply(typeof reason === "string" ? reason : "bad event"));
      if (typeof reason !== "string") {
        deps.log.error({ err: (err as Error).name, topic: frame.topic }, "phoenix event failed");
        // Phoenix's phx_error: the channel crashed; the client rejoins it.
        leave(conn, frame.topic);
        send(conn, {
          joinRef: joined.joinRef,
          ref: joined.joinRef,
          topic: frame.topic,
          event: PHX.error,
          payload: {},
        });
      }
    }
  }

  const refuse = (socket: Duplex, status: number, text: string) => {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  deps.server.on("upgrade", (req, socket, head) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    // Socket.IO answers its own path; anything else that is not ours is refused here (Socket.IO
    // is told not to destroy upgrades it does not own, so a slow auth here is not cut short).
    if (url.pathname.startsWith("/socket.io/")) return;
    if (url.pathname !== PHOENIX_PATH) return refuse(socket, 404, "Not Found");
    if (closing) return refuse(socket, 503, "Service Unavailable");
    if (deps.allowOrigin && !deps.allowOrigin(req.headers)) return refuse(socket, 403, "Forbidden");
    const token = url.searchParams.get("token");
    deps.authenticate(token).then(
      (identity) => {
        if (!identity || !token) return refuse(socket, 403, "Forbidden");
        const member: PhoenixMember = { userId: identity.userId, token };
        if (identity.actorId && identity.actorId !== identity.userId)
          member.actorId = identity.actorId;
        wss.handleUpgrade(req, socket, head, (ws) => accept(ws, member));
      },
      // The database is away for a moment: the client's reconnect comes back later.
      () => refuse(socket, 503, "Service Unavailable"),
    );
  });

  async function accept(ws: WebSocket, member: PhoenixMember) {
    const conn: Conn = { id: randomUUID(), ws, member, channels: new Map(), idleTimer: null };
    for (const key of keysOf(member)) {
      const users = byUser.get(key) ?? new Set<Conn>();
      byUser.set(key, users);
      users.add(conn);
    }
    touch(conn);
    // Frames are handled in order: a join's reply comes before the answer to the next event.
    let queue = Promise.resolve();
    ws.on("message", (data, isBinary) => {
      touch(conn);
      const frame = isBinary ? null : parseFrame(data.toString());
      if (!frame) return ws.close(1003, "bad frame");
      // A heartbeat is answered at once, not behind the pushes queued before it: a client
      // closes a connection whose heartbeat reply is late, and the queue of a busy channel
      // (each push reads the database) can be longer than its interval.
      if (frame.topic === PHX.system && frame.event === PHX.heartbeat) {
        send(conn, {
          joinRef: null,
          ref: frame.ref,
          topic: PHX.system,
          event: PHX.reply,
          payload: okReply(),
        });
        return;
      }
      queue = queue
        .then(() => handleFrame(conn, frame))
        .catch(() => ws.close(1011, "server error"));
    });
    ws.on("close", () => forget(conn));
    ws.on("error", () => ws.terminate());
    // A revocation committed after the upgrade's read but before the connection was listed
    // found nothing to close; read again now that it is listed.
    // (Unreadable now, the database gone since the upgrade's read: that read stands.)
    const now = await deps
      .authenticate(member.token)
      .then((identity) => identity?.userId ?? null)
      .catch(() => member.userId);
    if (now !== member.userId) ws.close(1008, "auth.revoked");
  }

  const api: PhoenixServer = {
    topic(handler) {
      handlers.push(handler);
    },
    broadcast(topic, event, payload, exceptConn) {
      deliverHere(topic, event, payload, exceptConn);
      deps.redis
        ?.publish(deps.channel, JSON.stringify({ node, topic, event, payload, except: exceptConn }))
        .catch(() => {
          // Redis down: the other nodes' clients miss the event and re-fetch on their next load.
        });
    },
    dropMember(userId) {
      for (const conn of [...(byUser.get(userId) ?? [])]) {
        // phx_close first, so the client's channels end instead of rejoining; the connection
        // close then makes its reconnects meet a 403 (the token is no longer valid).
        for (const [topic, joined] of conn.channels)
          send(conn, {
            joinRef: joined.joinRef,
            ref: joined.joinRef,
            topic,
            event: PHX.close,
            payload: {},
          });
        conn.ws.close(1008, "auth.revoked");
      }
    },
    ready,
    connections: () => wss.clients.size,
    async close() {
      closing = true;
      for (const client of wss.clients) client.terminate();
      for (const conns of byUser.values()) for (const conn of conns) forget(conn);
      wss.close();
      await (await subscription)?.close();
    },
  };
  return api;
}
