import type { Server as HttpServer, IncomingMessage } from "node:http";
import type { Http2SecureServer } from "node:http2";
import {
  botRoomForUser,
  type ClientToServerEvents,
  roomForUser,
  type ServerToClientEvents,
} from "@sagpan/contract";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { Server } from "socket.io";
import type { TokenResolver } from "../../lib/auth.ts";
import type { OriginCheck } from "../../lib/origins.ts";
import { isDatabaseUnavailable } from "../../lib/outages.ts";
import type { Revocations } from "../../lib/revocations.ts";
import { createPhoenixServer, type PhoenixServer } from "./phoenix-server.ts";
import { pubTopic } from "./phoenix-topics.ts";

interface SocketData {
  userId: string;
  token: string;
  /** The account signed in: the member, or a family member who manages the profile. */
  actorId: string;
}

/**
 * A manager's sockets sit in the managed member's rooms, and also in this one, so removing the
 * manager (a revocation of the manager's account) drops exactly their sockets on every node.
 */
export const actorRoom = (actorId: string) => `actor{${actorId}}`;

export type Io = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export interface Realtime {
  io: Io;
  phoenix: PhoenixServer;
  /** Emits into the member's own room; call after the change is committed. */
  toUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /**
   * The one way out for server events: into a room (`pub{id}`, `bot-{id}`, `chat{a}:{b}`) on
   * both transports, Socket.IO (its Redis adapter spans nodes) and Phoenix Channels (its
   * Redis channel spans nodes). Nothing else emits, so no event reaches only one of them.
   */
  toRoom<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /**
   * Told each time a member's connection joins their own room `pub{id}`, on either transport
   * (a Socket.IO connection, a Phoenix join of the topic), with the connection's token: for
   * events a sign-in session gets once it is live (ads).
   */
  onMemberJoined(listener: (userId: string, token: string) => void): () => void;
  /** The member behind a token, read past the cache (socket handshakes and joins). */
  liveMember(token: string | null): Promise<string | null>;
  /** Connections open on this node, by transport (metrics). */
  connected(): { socketio: number; phoenix: number };
  close(): Promise<void>;
}

/**
 * Socket.IO on the API's HTTP server. Sockets authenticate with the same bearer token as
 * the API; a refused token never gets a connection. With Redis, rooms span every API node.
 */
export function createRealtime(deps: {
  // With TLS the API's server is HTTP/2 with allowHTTP1: Socket.IO's polling works on both
  // protocols and its WebSocket upgrade over HTTP/1.1 (see createFastify in app.ts).
  server: HttpServer | Http2SecureServer;
  resolveToken: TokenResolver;
  /** Each revocation drops the member's sockets on this node (every node hears it). */
  revocations: Revocations;
  log: FastifyBaseLogger;
  redis?: { pub: Redis; sub: Redis } | null;
  /** Namespace of the Redis channel that carries Phoenix broadcasts between nodes. */
  keyPrefix: string;
  /** Phoenix connections silent this long are closed (Phoenix's heartbeat timeout). */
  phoenixIdleMs?: number;
  /** Browser origins allowed besides the app's own (CORS_ORIGINS). */
  origins: OriginCheck;
}): Realtime {
  let closing = false;
  const { origins } = deps;
  // Checked only when CORS_ORIGINS names front ends: without it any page may try, as before
  // (the token is what admits a socket, and the Vite dev proxy's Origin is not the API's).
  const originRefused = (headers: IncomingMessage["headers"]) =>
    origins.configured && !origins.allows(headers);
  const io: Io = new Server(deps.server, {
    path: "/socket.io",
    serveClient: false,
    // While the API shuts down, a reconnecting client is turned away at the handshake (it
    // retries, and finds the next process) instead of holding the HTTP server open.
    allowRequest: (req, answer) => {
      if (closing) return answer("server.closing", false);
      if (originRefused(req.headers)) return answer("origin.forbidden", false);
      answer(null, true);
    },
    // Long-polling from a listed front end reads its replies through CORS.
    ...(origins.configured ? { cors: { origin: origins.list } } : {}),
    // Upgrades on other paths belong to the Phoenix endpoint, which refuses unknown ones.
    destroyUpgrade: false,
  });
  // The adapter's channels live under the deployment's prefix like every other Redis name.
  if (deps.redis) {
    io.adapter(
      createAdapter(deps.redis.pub, deps.redis.sub, { key: `${deps.keyPrefix}socket.io` }),
    );
  }

  // Past the member-state cache: a handshake must not be let in on an entry this node has not
  // yet heard was revoked.
  // Rejects only while the database is unreachable: the client is told to come back
  // (service.unavailable), not that its token is bad (which would sign it out).
  const live = async (token: string | null) => {
    try {
      return (await deps.resolveToken(token, { fresh: true }))?.id ?? null;
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      return null;
    }
  };

  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown };
    const token = typeof auth.token === "string" ? auth.token : null;
    let member: Awaited<ReturnType<TokenResolver>>;
    try {
      member = await deps.resolveToken(token, { fresh: true });
    } catch (err) {
      if (isDatabaseUnavailable(err)) return next(new Error("service.unavailable"));
      member = null;
    }
    if (!member || !token) return next(new Error("auth.required"));
    socket.data.userId = member.id;
    socket.data.token = token;
    socket.data.actorId = member.actorId;
    next();
  });

  // The socket's own disconnect (true: the connection too), so the client is told it was
  // dismissed and does not reconnect on its own; the web app's next call, refused with 401,
  // drops its session.
  const phoenix = createPhoenixServer({
    server: deps.server,
    // With the account signed in, so removing a manager closes their connections alone.
    authenticate: async (token) => {
      try {
        const member = await deps.resolveToken(token, { fresh: true });
        return member ? { userId: member.id, actorId: member.actorId } : null;
      } catch (err) {
        if (isDatabaseUnavailable(err)) throw err;
        return null;
      }
    },
    log: deps.log,
    redis: deps.redis?.pub ?? null,
    channel: `${deps.keyPrefix}phoenix`,
    ...(deps.phoenixIdleMs ? { idleMs: deps.phoenixIdleMs } : {}),
    allowOrigin: (headers) => !originRefused(headers),
  });
  const joinListeners = new Set<(userId: string, token: string) => void>();
  const memberJoined = (userId: string, token: string) => {
    for (const listener of joinListeners) listener(userId, token);
  };
  phoenix.topic(pubTopic(live, memberJoined));

  deps.revocations.onRevoked((userId) => {
    io.local.in(roomForUser(userId)).disconnectSockets(true);
    io.local.in(actorRoom(userId)).disconnectSockets(true);
    phoenix.dropMember(userId);
  });

  io.on("connection", async (socket) => {
    const { userId, token, actorId } = socket.data;
    const rooms = [roomForUser(userId), botRoomForUser(userId)];
    socket.join(actorId === userId ? rooms : [...rooms, actorRoom(actorId)]);
    // A revocation committed after the handshake's read but before the join found no socket
    // in the room; read again now that it is there, so either that read or the revocation
    // sees it.
    // (Unreadable now, the database gone since the handshake's read: that read stands.)
    if ((await live(token).catch(() => userId)) !== userId) {
      socket.disconnect(true);
      return;
    }
    socket.emit("joined", { ok: true, rooms });
    memberJoined(userId, token);
    deps.log.debug({ rooms }, "socket joined");
  });

  function toRoom<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ) {
    io.to(room).emit(event, ...args);
    phoenix.broadcast(room, event, args[0]);
  }

  return {
    io,
    phoenix,
    toRoom,
    liveMember: live,
    connected: () => ({ socketio: io.of("/").sockets.size, phoenix: phoenix.connections() }),
    onMemberJoined(listener) {
      joinListeners.add(listener);
      return () => joinListeners.delete(listener);
    },
    toUser: (userId, event, ...args) => toRoom(roomForUser(userId), event, ...args),
    // Not io.close(): that would also close the HTTP server, which Fastify owns.
    close: async () => {
      closing = true;
      // Closing the connections, not io.disconnectSockets(): a Socket.IO "disconnect" tells
      // the client it was dismissed and it never comes back, while a dropped connection makes
      // it reconnect (to the next process after a restart) and re-sync on `joined`.
      io.engine.close();
      await phoenix.close();
    },
  };
}
