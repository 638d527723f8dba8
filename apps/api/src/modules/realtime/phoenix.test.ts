import type { BotError, BotReply } from "@sagpan/contract";
import { chatRoomFor } from "@sagpan/contract";
import { io as connectIo, type Socket as IoSocket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { caller, connectForChat } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createBride } from "../assistant/assistant-fixtures.ts";
import {
  closeAllPhoenix,
  closed,
  join,
  next,
  phoenixSocket,
  rawUpgrade,
  wsUrlOf,
} from "./phoenix-fixtures.ts";

// Issue 15, item 1: Phoenix Channels (V2 JSON) beside Socket.IO, fed by the same event bus.
const IDLE_MS = 2_000;
let t: TestApp;
const ioSockets: IoSocket[] = [];
beforeAll(async () => {
  // Short enough to watch a silent connection close, long enough that a loaded CI machine's late
  // timers (client and server share this process) do not close a heartbeating one.
  t = await createTestApp({ phoenixIdleMs: IDLE_MS });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterEach(() => closeAllPhoenix());
afterAll(async () => {
  for (const s of ioSockets) s.close();
  await t.close();
});

const joinPayload = (token: string) => ({ client: "test", token });

describe("the upgrade", () => {
  it("refuses a missing or bad token with 403, and unknown paths with 404", async () => {
    const base = wsUrlOf(t);
    expect((await rawUpgrade(`${base}/socket/websocket?vsn=2.0.0`)).status).toBe(403);
    expect((await rawUpgrade(`${base}/socket/websocket?vsn=2.0.0&token=nope`)).status).toBe(403);
    expect((await rawUpgrade(`${base}/elsewhere/websocket`)).status).toBe(404);
    const m = await createMember(t.app);
    const ok = await rawUpgrade(`${base}/socket/websocket?vsn=2.0.0&token=${m.token}`);
    expect(ok.status).toBe("open");
    ok.ws.close();
  });

  it("answers heartbeats on topic phoenix, and closes a connection silent past the timeout", async () => {
    const m = await createMember(t.app);
    const { ws } = await rawUpgrade(`${wsUrlOf(t)}/socket/websocket?vsn=2.0.0&token=${m.token}`);
    const frames: unknown[] = [];
    ws.on("message", (data) => frames.push(JSON.parse(data.toString())));
    const shut = new Promise<number>((resolve) => ws.once("close", resolve));
    const started = performance.now();
    ws.send(JSON.stringify([null, "1", "phoenix", "heartbeat", {}]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(frames).toEqual([[null, "1", "phoenix", "phx_reply", { status: "ok", response: {} }]]);
    // A bad frame is not an error reply: Phoenix closes such a connection; here silence does.
    expect(await shut).toBe(1000);
    expect(performance.now() - started).toBeGreaterThan(IDLE_MS);
  });

  it("keeps a client that heartbeats past the server's timeout", async () => {
    const m = await createMember(t.app);
    const socket = phoenixSocket(t, m.token, { heartbeatIntervalMs: 100 });
    let closes = 0;
    socket.onClose(() => {
      closes++;
    });
    const channel = socket.channel(`pub${m.userId}`, joinPayload(m.token));
    expect((await join(channel)).status).toBe("ok");
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS * 1.5));
    expect(closes).toBe(0);
    expect(socket.isConnected()).toBe(true);
  });
});

describe("joining pub{userId}", () => {
  it("is ok only for the token's own member", async () => {
    const m = await createMember(t.app);
    const other = await createMember(t.app);
    const socket = phoenixSocket(t, m.token);
    expect(await join(socket.channel(`pub${m.userId}`, joinPayload(m.token)))).toEqual({
      status: "ok",
      response: {},
    });
    // Another member's channel, even with that member's token, on this member's connection.
    expect(await join(socket.channel(`pub${other.userId}`, joinPayload(m.token)))).toEqual({
      status: "error",
      response: { reason: "unauthorized" },
    });
    expect(
      (await join(socket.channel(`pub${other.userId}`, joinPayload(other.token)))).status,
    ).toBe("error");
    // The own channel with someone else's token in the payload.
    expect((await join(socket.channel(`pub${m.userId}`, joinPayload(other.token)))).status).toBe(
      "error",
    );
    expect(await join(socket.channel("nowhere", {}))).toEqual({
      status: "error",
      response: { reason: "unmatched topic" },
    });
  });

  it("carries message and publish when a message is sent to the member", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    await connectForChat(t.app, a, b);
    const socket = phoenixSocket(t, b.token);
    const channel = socket.channel(`pub${b.userId}`, joinPayload(b.token));
    expect((await join(channel)).status).toBe("ok");
    const message = next<{ thread_id: string; message: { id: string } }>(channel, "message");
    const publish = next(channel, "publish");
    const sent = await caller(t.app, a.token)("POST", "/api/v1/message/", {
      message: { to: b.userId, message: "Over Phoenix" },
    });
    expect(sent.statusCode).toBe(201);
    expect((await message).message).toEqual(sent.json().data);
    expect(await publish).toEqual({ chat_count: 1 });
  });

  it("gets every event the bus emits, exactly as a Socket.IO client of the member does", async () => {
    const m = await createMember(t.app);
    const socket = phoenixSocket(t, m.token);
    const channel = socket.channel(`pub${m.userId}`, joinPayload(m.token));
    expect((await join(channel)).status).toBe("ok");
    const address = t.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const io = connectIo(`http://127.0.0.1:${port}`, {
      auth: { token: m.token, client: "test" },
      transports: ["websocket"],
      reconnection: false,
    });
    ioSockets.push(io);
    await new Promise((resolve) => io.once("joined", resolve));
    const events = [
      ["ad", { ad: { id: "a1" } }],
      ["publish", { chat_count: 3 }],
      ["interest", { type: "received", id: "i1" }],
    ] as const;
    for (const [event, payload] of events) {
      const overPhoenix = next(channel, event);
      const overIo = new Promise((resolve) => io.once(event, resolve));
      t.app.realtime.toUser(m.userId, event, payload as never);
      expect(await overPhoenix).toEqual(payload);
      expect(await overIo).toEqual(payload);
    }
  });

  it("stops after phx_leave", async () => {
    const m = await createMember(t.app);
    const socket = phoenixSocket(t, m.token);
    const channel = socket.channel(`pub${m.userId}`, joinPayload(m.token));
    expect((await join(channel)).status).toBe("ok");
    await new Promise((resolve) => channel.leave().receive("ok", resolve));
    const after = next(channel, "publish", 300).catch(() => "nothing");
    t.app.realtime.toUser(m.userId, "publish", { chat_count: 9 });
    expect(await after).toBe("nothing");
  });

  it("reconnects after the server closes a silent connection, rejoins, and gets events again", async () => {
    const m = await createMember(t.app);
    // Heartbeats slower than the server's idle timeout: the server closes the connection.
    const socket = phoenixSocket(t, m.token, { heartbeatIntervalMs: 10_000 });
    const channel = socket.channel(`pub${m.userId}`, joinPayload(m.token));
    expect((await join(channel)).status).toBe("ok");
    let joins = 0;
    const rejoined = new Promise<void>((resolve) => {
      socket.onOpen(() => {
        joins++;
        resolve();
      });
    });
    await closed(socket);
    await rejoined;
    expect(joins).toBe(1);
    // The channel rejoins on its own once the connection is back.
    for (let i = 0; i < 50 && channel.state !== "joined"; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(channel.state).toBe("joined");
    const event = next(channel, "publish");
    t.app.realtime.toUser(m.userId, "publish", { chat_count: 2 });
    expect(await event).toEqual({ chat_count: 2 });
  });

  it("log out everywhere closes the member's channels and connection, and the old token is refused", async () => {
    const m = await createMember(t.app);
    const other = await createMember(t.app);
    const socket = phoenixSocket(t, m.token, { heartbeatIntervalMs: 100, reconnectAfterMs: 5_000 });
    const channel = socket.channel(`pub${m.userId}`, joinPayload(m.token));
    expect((await join(channel)).status).toBe("ok");
    const bystander = phoenixSocket(t, other.token, { heartbeatIntervalMs: 100 });
    expect((await join(bystander.channel(`pub${other.userId}`, {}))).status).toBe("ok");
    const channelClosed = new Promise((resolve) => channel.onClose(resolve));
    const connectionClosed = closed(socket);
    expect((await caller(t.app, m.token)("POST", "/api/v1/user/logout_all")).statusCode).toBe(200);
    expect(await connectionClosed).toBe(1008);
    await channelClosed;
    expect(channel.state).toBe("closed");
    const again = await rawUpgrade(`${wsUrlOf(t)}/socket/websocket?vsn=2.0.0&token=${m.token}`);
    expect(again.status).toBe(403);
    expect(bystander.isConnected()).toBe(true);
  });
});

describe("the chat topic chat{idA}:{idB}", () => {
  it("is joined only by the two members of a pair allowed to chat, ids in sorting order", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const outsider = await createMember(t.app);
    const topic = chatRoomFor(a.userId, b.userId);
    const socketA = phoenixSocket(t, a.token);
    expect(await join(socketA.channel(topic, joinPayload(a.token)))).toEqual({
      status: "error",
      response: { reason: "chat.not_allowed" },
    });
    await connectForChat(t.app, a, b);
    expect((await join(socketA.channel(topic, joinPayload(a.token)))).status).toBe("ok");
    const [low, high] = [a.userId, b.userId].sort();
    expect(await join(socketA.channel(`chat${high}:${low}`, {}))).toEqual({
      status: "error",
      response: { reason: "topic_order" },
    });
    const socketOut = phoenixSocket(t, outsider.token);
    expect(await join(socketOut.channel(topic, joinPayload(outsider.token)))).toEqual({
      status: "error",
      response: { reason: "unauthorized" },
    });
  });

  it("carries typing to the other member and messages both ways", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    await connectForChat(t.app, a, b);
    const topic = chatRoomFor(a.userId, b.userId);
    const chanA = phoenixSocket(t, a.token).channel(topic, joinPayload(a.token));
    const chanB = phoenixSocket(t, b.token).channel(topic, joinPayload(b.token));
    expect((await join(chanA)).status).toBe("ok");
    expect((await join(chanB)).status).toBe("ok");

    const typingAtB = next(chanB, "message");
    const echoAtA = next(chanA, "message", 300).catch(() => "nothing");
    chanA.push("message", { typing: true });
    expect(await typingAtB).toEqual({ typing: true, userId: a.userId });
    expect(await echoAtA).toBe("nothing");

    const atA = next<{ thread_id: string; message: { message: string } }>(chanA, "message");
    const sent = await new Promise<{ data: { id: string; from: string } }>((resolve, reject) =>
      chanB
        .push("message", { message: "Namaste", client_id: "c1" })
        .receive("ok", resolve)
        .receive("error", reject),
    );
    expect(sent.data.from).toBe(b.userId);
    expect((await atA).message).toEqual(sent.data);
    // Stored as through the REST call: A's page of the thread has it.
    const page = await caller(t.app, a.token)("GET", `/api/v1/message/${b.userId}*0`);
    expect(page.json().data.map((m: { id: string }) => m.id)).toEqual([sent.data.id]);

    const bad = await new Promise((resolve) =>
      chanB.push("message", { nope: 1 }).receive("error", resolve),
    );
    expect(bad).toEqual({ reason: "request.invalid" });
  });

  it("refuses a message to a paused profile with its code, as the REST call does", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    await connectForChat(t.app, a, b);
    await caller(t.app, b.token)("PUT", "/api/v1/privacy", { privacy: { profile: "paused" } });
    const topic = chatRoomFor(a.userId, b.userId);
    const chanA = phoenixSocket(t, a.token).channel(topic, joinPayload(a.token));
    expect((await join(chanA)).status).toBe("ok");
    const refused = await new Promise((resolve, reject) =>
      chanA
        .push("message", { message: "Still there?" })
        .receive("error", resolve)
        .receive("ok", reject),
    );
    expect(refused).toEqual({ reason: "profile.paused" });
    const page = await caller(t.app, a.token)("GET", `/api/v1/message/${b.userId}*0`);
    expect(page.json()).toMatchObject({ data: [], paused: true });
  });

  it("limits a member's pushes: 60 per 10 s, joins included", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    await connectForChat(t.app, a, b);
    const chanA = phoenixSocket(t, a.token).channel(chatRoomFor(a.userId, b.userId), {});
    expect((await join(chanA)).status).toBe("ok");
    const answers = await Promise.all(
      Array.from(
        { length: 70 },
        () =>
          new Promise<string>((resolve) =>
            chanA
              // Each let-through notice re-checks the pair in the database: on a loaded CI
              // machine 59 of them at once can take seconds, so wait long and say so if not.
              .push("message", { typing: true }, 25_000)
              .receive("ok", () => resolve("ok"))
              .receive("error", (e: { reason: string }) => resolve(e.reason))
              .receive("timeout", () => resolve("timeout")),
          ),
      ),
    );
    // 1 join + 59 typing notices let through, the other 11 refused.
    expect(answers.filter((x) => x === "ok")).toHaveLength(59);
    expect(answers.filter((x) => x === "request.rate_limited")).toHaveLength(11);
  }, 60_000);

  it("refuses typing once the pair is blocked", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    await connectForChat(t.app, a, b);
    const chanA = phoenixSocket(t, a.token).channel(chatRoomFor(a.userId, b.userId), {});
    expect((await join(chanA)).status).toBe("ok");
    const blocked = await caller(t.app, b.token)("POST", "/api/v1/block", {
      block_request: { profileId: a.userId },
    });
    expect(blocked.statusCode).toBeLessThan(300);
    const answer = await new Promise((resolve) =>
      chanA.push("message", { typing: true }).receive("error", resolve).receive("ok", resolve),
    );
    expect(answer).toEqual({ reason: "chat.not_allowed" });
  });
});

describe("the assistant on bot-{userId}", () => {
  it("answers from_user_to_bot with bot_reply pushes, and only the member may join", async () => {
    const bride = await createBride(t);
    const groom = await createMember(t.app);
    const socket = phoenixSocket(t, groom.token);
    expect(
      (await join(socket.channel(`bot-${bride.userId}`, joinPayload(groom.token)))).status,
    ).toBe("error");
    const bot = socket.channel(`bot-${groom.userId}`, joinPayload(groom.token));
    expect((await join(bot)).status).toBe("ok");
    const replies: BotReply[] = [];
    const done = new Promise<void>((resolve) => {
      bot.on("bot_reply", (reply: BotReply) => {
        replies.push(reply);
        if (reply.done) resolve();
      });
    });
    bot.push("from_user_to_bot", { pid: bride.userId, message: "What does she do?" });
    await done;
    expect(replies.every((r) => r.pid === bride.userId)).toBe(true);
    expect(replies.map((r) => r.message).join("").length).toBeGreaterThan(0);

    const error = next<BotError>(bot, "bot_error");
    bot.push(`from_user_to_bot-${groom.userId}`, { pid: bride.userId, message: "x".repeat(5_000) });
    expect((await error).code).toMatch(/^assistant\./);
  });
});

describe("one event bus", () => {
  it("is the only way server events leave: no module emits to Socket.IO rooms itself", async () => {
    const { readdirSync, readFileSync, statSync } = await import("node:fs");
    const { join: joinPath, relative } = await import("node:path");
    const root = joinPath(import.meta.dirname, "../..");
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = joinPath(dir, name);
        if (statSync(path).isDirectory()) return files(path);
        return path.endsWith(".ts") && !path.includes(".test.") && !path.includes("/test/")
          ? [path]
          : [];
      });
    const bypass = files(root)
      .filter((f) => !f.endsWith("realtime/realtime.ts"))
      .filter((f) =>
        /\bio\.(to|in|emit|except)\(|\.to\([^)]*\)\.emit\(/.test(readFileSync(f, "utf8")),
      )
      .map((f) => relative(root, f));
    expect(bypass).toEqual([]);
  });
});

// Two nodes share the database and Redis only with DATABASE_URL and REDIS_URL (CI sets both).
const cluster = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!cluster)("two API nodes (skipped without DATABASE_URL and REDIS_URL)", () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createTestApp({ sameAs: t });
    await b.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => b?.close());

  it("a message sent through node A reaches a Phoenix channel on node B", async () => {
    const from = await createMember(t.app);
    const to = await createMember(t.app);
    await connectForChat(t.app, from, to);
    const socket = phoenixSocket(b, to.token, { heartbeatIntervalMs: 100 });
    const channel = socket.channel(`pub${to.userId}`, joinPayload(to.token));
    expect((await join(channel)).status).toBe("ok");
    const message = next<{ message: { id: string } }>(channel, "message");
    const publish = next(channel, "publish");
    const sent = await caller(t.app, from.token)("POST", "/api/v1/message/", {
      message: { to: to.userId, message: "Across nodes" },
    });
    expect(sent.statusCode).toBe(201);
    expect((await message).message).toEqual(sent.json().data);
    expect(await publish).toEqual({ chat_count: 1 });
  });

  it("typing on node A reaches the other member's chat channel on node B", async () => {
    const x = await createMember(t.app);
    const y = await createMember(t.app);
    await connectForChat(t.app, x, y);
    const topic = chatRoomFor(x.userId, y.userId);
    const onA = phoenixSocket(t, x.token).channel(topic, {});
    const onB = phoenixSocket(b, y.token).channel(topic, {});
    expect((await join(onA)).status).toBe("ok");
    expect((await join(onB)).status).toBe("ok");
    const typing = next(onB, "message");
    const echo = next(onA, "message", 300).catch(() => "nothing");
    onA.push("message", { typing: false });
    expect(await typing).toEqual({ typing: false, userId: x.userId });
    expect(await echo).toBe("nothing");
  });

  it("a revocation on node A closes the member's Phoenix connection on node B", async () => {
    const m = await createMember(t.app);
    const socket = phoenixSocket(b, m.token, { heartbeatIntervalMs: 100, reconnectAfterMs: 5_000 });
    expect((await join(socket.channel(`pub${m.userId}`, joinPayload(m.token)))).status).toBe("ok");
    const connectionClosed = closed(socket);
    expect((await caller(t.app, m.token)("POST", "/api/v1/user/logout_all")).statusCode).toBe(200);
    const answered = performance.now();
    expect(await connectionClosed).toBe(1008);
    console.info(
      `phoenix socket on node B closed ${Math.round(performance.now() - answered)} ms after node A answered`,
    );
    const again = await rawUpgrade(`${wsUrlOf(b)}/socket/websocket?vsn=2.0.0&token=${m.token}`);
    expect(again.status).toBe(403);
  });
});
