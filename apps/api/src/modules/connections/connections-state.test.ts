import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, connectForChat } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * What each member's screens read after interests, chat requests and blocks change: the
 * profile's flags, the chat list, and the socket events that make open pages re-fetch.
 */
let t: TestApp;
let url = "";
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

type Member = { token: string; userId: string };
const as = (m: Member) => caller(t.app, m.token);
const bride = () => createMember(t.app, { body: { gender: "female" } });
const groom = () => createMember(t.app, { body: { gender: "male", birthdate: "1994-01-01" } });
const flags = async (viewer: Member, other: Member) =>
  (await as(viewer)("GET", `/api/v1/profiles/${other.userId}`)).json().flags;
const threads = async (m: Member) => (await as(m)("GET", "/api/v1/chat/threads")).json().data;

async function socketFor(m: Member) {
  const socket = connect(url, {
    auth: { token: m.token, client: "test" },
    transports: ["websocket"],
  });
  sockets.push(socket);
  await new Promise((resolve) => socket.on("joined", resolve));
  return socket;
}
const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve));

describe("the profile's flags follow the pair's real state", () => {
  it("after B accepts A's chat request, both may chat and neither is offered a request", async () => {
    const a = await bride();
    const b = await groom();
    expect(await flags(a, b)).toMatchObject({
      is_chat_requested: false,
      can_chat: false,
      chat_request: null,
    });
    const id = (
      await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } })
    ).json().data.id;
    // Pending: A sees it sent; B sees the request to answer, and no second "Chat request".
    expect(await flags(a, b)).toMatchObject({
      is_chat_requested: true,
      can_chat: false,
      chat_request: { id, from_me: true, status: "pending" },
    });
    expect(await flags(b, a)).toMatchObject({
      is_chat_requested: true,
      can_chat: false,
      chat_request: { id, from_me: false, status: "pending" },
    });
    await as(b)("PUT", `/api/v1/chatrequests/${id}/`, {
      chat_request: { accepted: true, declined: false },
    });
    for (const [viewer, other] of [
      [a, b],
      [b, a],
    ] as const) {
      expect(await flags(viewer, other)).toMatchObject({ is_chat_requested: true, can_chat: true });
    }
  });

  it("a declined request lets the decliner ask later, not the one declined", async () => {
    const a = await bride();
    const b = await groom();
    const id = (
      await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } })
    ).json().data.id;
    await as(b)("PUT", `/api/v1/chatrequests/${id}/`, {
      chat_request: { accepted: false, declined: true },
    });
    expect(await flags(a, b)).toMatchObject({ is_chat_requested: true, can_chat: false });
    expect(await flags(b, a)).toMatchObject({ is_chat_requested: false, can_chat: false });
  });

  it("an accepted interest is a match on both sides, with the received one named", async () => {
    const a = await bride();
    const b = await groom();
    const id = (await as(a)("POST", "/api/v1/interests", { interest: { to: b.userId } })).json()
      .data.id;
    expect(await flags(b, a)).toMatchObject({
      i_am_interested: false,
      profile_interested: true,
      matched: false,
      interest_received: { id, status: "pending" },
    });
    await as(b)("PUT", `/api/v1/interests/${id}`, { interest: { status: "accepted" } });
    expect(await flags(b, a)).toMatchObject({
      matched: true,
      interest_received: { id, status: "accepted" },
    });
    expect(await flags(a, b)).toMatchObject({
      i_am_interested: true,
      matched: true,
      interest_received: null,
    });
  });

  it("a member I blocked cannot be chatted with, though the request stays accepted", async () => {
    const a = await bride();
    const b = await groom();
    await connectForChat(t.app, a, b);
    await as(a)("POST", "/api/v1/block/", { block_request: { profileId: b.userId } });
    expect(await flags(a, b)).toMatchObject({ is_blocked: true, can_chat: false });
    expect((await as(b)("GET", `/api/v1/profiles/${a.userId}`)).statusCode).toBe(404);
  });
});

describe("the chat list", () => {
  it("shows an accepted chat to both members before any message, then as a thread", async () => {
    const a = await bride();
    const b = await groom();
    await connectForChat(t.app, a, b);
    expect(await threads(a)).toEqual([
      expect.objectContaining({
        thread_id: null,
        with: expect.objectContaining({ id: b.userId }),
        last_message: null,
        unread: 0,
      }),
    ]);
    expect((await threads(b)).map((th: { with: { id: string } }) => th.with.id)).toEqual([
      a.userId,
    ]);
    const sent = await as(a)("POST", "/api/v1/message/", {
      message: { to: b.userId, message: "Namaste" },
    });
    expect(await threads(b)).toEqual([
      expect.objectContaining({
        thread_id: sent.json().data.thread_id,
        last_message: expect.objectContaining({ message: "Namaste" }),
        unread: 1,
      }),
    ]);
  });

  it("leaves out pending and declined requests, and blocked pairs", async () => {
    const a = await bride();
    const b = await groom();
    const c = await groom();
    const d = await groom();
    await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } });
    const declined = (
      await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: c.userId } })
    ).json().data.id;
    await as(c)("PUT", `/api/v1/chatrequests/${declined}/`, {
      chat_request: { accepted: false, declined: true },
    });
    await connectForChat(t.app, a, d);
    expect((await threads(a)).map((th: { with: { id: string } }) => th.with.id)).toEqual([
      d.userId,
    ]);
    await as(d)("POST", "/api/v1/block/", { block_request: { profileId: a.userId } });
    expect(await threads(a)).toEqual([]);
    expect(await threads(d)).toEqual([]);
  });
});

describe("both members' sockets hear every change", () => {
  it("accepting a chat request reaches the sender and the accepter's other tabs", async () => {
    const a = await bride();
    const b = await groom();
    const [sa, sb] = [await socketFor(a), await socketFor(b)];
    const sentEcho = next(sa, "chat_request");
    const id = (
      await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } })
    ).json().data.id;
    expect(await sentEcho).toEqual({ type: "sent", id });
    const toA = next(sa, "chat_request");
    const toB = next(sb, "chat_request");
    await as(b)("PUT", `/api/v1/chatrequests/${id}/`, {
      chat_request: { accepted: true, declined: false },
    });
    expect(await toA).toEqual({ type: "accepted", id });
    expect(await toB).toEqual({ type: "accepted", id });
  });

  it("answering an interest reaches both members", async () => {
    const a = await bride();
    const b = await groom();
    const id = (await as(a)("POST", "/api/v1/interests", { interest: { to: b.userId } })).json()
      .data.id;
    const [sa, sb] = [await socketFor(a), await socketFor(b)];
    const toA = next(sa, "interest");
    const toB = next(sb, "interest");
    await as(b)("PUT", `/api/v1/interests/${id}`, { interest: { status: "accepted" } });
    expect(await toA).toEqual({ type: "accepted", id });
    expect(await toB).toEqual({ type: "accepted", id });
  });

  it("a block and an unblock tell both members, without naming anyone", async () => {
    const a = await bride();
    const b = await groom();
    await connectForChat(t.app, a, b);
    const [sa, sb] = [await socketFor(a), await socketFor(b)];
    for (const path of ["block", "unblock"] as const) {
      const toA = next(sa, "connections_changed");
      const toB = next(sb, "connections_changed");
      const body =
        path === "block"
          ? { block_request: { profileId: b.userId } }
          : { unblock_request: { profileId: b.userId } };
      expect((await as(a)("POST", `/api/v1/${path}/`, body)).statusCode).toBe(200);
      expect(await toA).toEqual({});
      expect(await toB).toEqual({});
    }
  });
});

// Fan-out across API nodes needs the Redis adapter and a shared database (CI sets both).
const cluster = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!cluster)(
  "on a second API node (skipped without DATABASE_URL and REDIS_URL)",
  () => {
    let second: TestApp;
    let secondUrl = "";
    beforeAll(async () => {
      second = await createTestApp({ sameAs: t });
      await second.app.listen({ port: 0, host: "127.0.0.1" });
      const address = second.app.server.address();
      secondUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    });
    afterAll(() => second?.close());

    it("an accept and a block made on node A reach the other member's socket on node B", async () => {
      const a = await bride();
      const b = await groom();
      const socket = connect(secondUrl, {
        auth: { token: a.token, client: "test" },
        transports: ["websocket"],
      });
      sockets.push(socket);
      await new Promise((resolve) => socket.on("joined", resolve));
      const id = (
        await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } })
      ).json().data.id;
      const accepted = new Promise((resolve) =>
        socket.on("chat_request", (event: { type: string }) => {
          if (event.type === "accepted") resolve(event);
        }),
      );
      await as(b)("PUT", `/api/v1/chatrequests/${id}/`, {
        chat_request: { accepted: true, declined: false },
      });
      expect(await accepted).toEqual({ type: "accepted", id });
      const changed = next(socket, "connections_changed");
      await as(b)("POST", "/api/v1/block/", { block_request: { profileId: a.userId } });
      expect(await changed).toEqual({});
    });
  },
);
