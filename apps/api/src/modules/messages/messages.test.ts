import { connectionLimits } from "@sagpan/contract";
import { eq } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, connectForChat } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { messages } from "./messages.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { token: string; userId: string };
const member = () => createMember(t.app);
const as = (m: { token: string }) => caller(t.app, m.token);
const say = (from: Member, to: string, message: string, clientId?: string) =>
  as(from)("POST", "/api/v1/message/", {
    message: { to, message, ...(clientId ? { client_id: clientId } : {}) },
  });
const page = (m: Member, id: string, n = 0) => as(m)("GET", `/api/v1/message/${id}*${n}`);
const threads = async (m: Member, query = "") =>
  (await as(m)("GET", `/api/v1/chat/threads${query}`)).json();
const chatCount = async (m: Member) =>
  (await as(m)("GET", "/api/v1/counts/subscribe")).json().data.chat_count;

async function pair() {
  const a = await member();
  const b = await member();
  await connectForChat(t.app, a, b);
  return { a, b };
}

describe("who may message whom", () => {
  it("needs an accepted chat request: 403 with the spec's wording before", async () => {
    const a = await member();
    const b = await member();
    const before = await say(a, b.userId, "Namaste");
    expect(before.statusCode).toBe(403);
    expect(before.json().error).toEqual({
      code: "chat.not_allowed",
      message: "You can message only after your chat request is accepted",
    });
    const { id } = (
      await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } })
    ).json().data;
    expect((await say(a, b.userId, "Namaste")).statusCode).toBe(403);
    await as(b)("PUT", `/api/v1/chatrequests/${id}/`, {
      id,
      chat_request: { accepted: false, declined: true },
    });
    expect((await say(a, b.userId, "Namaste")).statusCode).toBe(403);
  });

  it("works both ways once accepted", async () => {
    const { a, b } = await pair();
    expect((await say(a, b.userId, "Namaste")).statusCode).toBe(201);
    expect((await say(b, a.userId, "Kem cho?")).statusCode).toBe(201);
  });

  it("refuses myself and unknown members", async () => {
    const a = await member();
    expect((await say(a, a.userId, "hi")).json().error.code).toBe("chat.self");
    expect((await say(a, "nobody", "hi")).statusCode).toBe(404);
  });
});

describe("message text", () => {
  it("keeps 1 to 2,000 characters after trimming", async () => {
    const { a, b } = await pair();
    const max = "ક".repeat(connectionLimits.messageMaxLength);
    const ok = await say(a, b.userId, `  ${max}  `);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.message).toBe(max);
    expect((await say(a, b.userId, "x")).statusCode).toBe(201);
    for (const bad of ["", "   \n ", `${max}x`]) {
      const res = await say(a, b.userId, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("request.invalid");
      expect(res.json().error.fields).toHaveProperty(["message.message"]);
    }
  });
});

describe("retries", () => {
  it("returns the stored message for a repeated client_id, never a duplicate", async () => {
    const { a, b } = await pair();
    const first = await say(a, b.userId, "Once only", "c-1");
    expect(first.statusCode).toBe(201);
    const retry = await say(a, b.userId, "Once only", "c-1");
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(first.json().data);
    const rows = await t.database.db.select().from(messages).where(eq(messages.fromId, a.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.clientId).toBe("c-1");
    // Another sender's client_id is theirs alone.
    expect((await say(b, a.userId, "Mine", "c-1")).statusCode).toBe(201);
    expect(await chatCount(b)).toBe(1);
  });

  it("keeps parallel retries to one message", async () => {
    const { a, b } = await pair();
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => say(a, b.userId, "Parallel", "same")),
    );
    const ids = new Set(replies.map((r) => r.json().data.id));
    expect(ids.size).toBe(1);
    const rows = await t.database.db.select().from(messages).where(eq(messages.fromId, a.userId));
    expect(rows).toHaveLength(1);
  });

  it("puts first messages sent at once from both sides into one thread", async () => {
    const { a, b } = await pair();
    const replies = await Promise.all([
      say(a, b.userId, "Hello", "a1"),
      say(b, a.userId, "Namaste", "b1"),
      say(a, b.userId, "Again", "a2"),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((r) => r.json().data.thread_id)).size).toBe(1);
    expect((await page(a, b.userId)).json().data).toHaveLength(3);
  });
});

describe("threads and pages", () => {
  it("lists threads latest first with the last message and unread count", async () => {
    const { a, b } = await pair();
    const c = await member();
    await connectForChat(t.app, a, c);
    await say(b, a.userId, "from b 1");
    await say(b, a.userId, "from b 2");
    await say(c, a.userId, "from c");
    const list = await threads(a);
    expect(list.next).toBeNull();
    expect(list.data).toEqual([
      {
        thread_id: expect.any(String),
        with: {
          id: c.userId,
          name: "Krupa",
          primary_profile_pic: null,
          avatar_url: `/api/v1/avatars/${c.userId}.svg`,
          paused: false,
        },
        last_message: { message: "from c", from: c.userId, at: expect.any(String) },
        unread: 1,
      },
      expect.objectContaining({
        with: expect.objectContaining({ id: b.userId }),
        last_message: expect.objectContaining({ message: "from b 2" }),
        unread: 2,
      }),
    ]);
    expect(await chatCount(a)).toBe(3);
    // A reply moves the thread up; my own messages are never unread for me.
    await say(a, b.userId, "reply");
    const after = await threads(a, "?limit=1");
    expect(after.data[0].with.id).toBe(b.userId);
    expect(after.data[0].unread).toBe(2);
    expect(after.next).toBe(1);
    expect((await threads(a, "?limit=1&offset=1")).data[0].with.id).toBe(c.userId);
  });

  it("pages 50 at a time, oldest first within a page, and page 0 marks read", async () => {
    const { a, b } = await pair();
    for (let i = 1; i <= 55; i++) await say(b, a.userId, `m${i}`);
    expect(await chatCount(a)).toBe(55);
    // Paging through does not mark anything read; only page 0 does.
    const older = (await page(a, b.userId, 1)).json();
    expect(older.data.map((m: { message: string }) => m.message)).toEqual([
      "m1",
      "m2",
      "m3",
      "m4",
      "m5",
    ]);
    expect(older.next).toBeNull();
    expect(await chatCount(a)).toBe(55);
    const res = await page(a, b.userId, 0);
    expect(res.statusCode).toBe(200);
    const newest = res.json();
    expect(newest.data).toHaveLength(50);
    expect(newest.data[0].message).toBe("m6");
    expect(newest.data[49].message).toBe("m55");
    expect(newest.next).toBe(1);
    expect(newest.thread_id).toEqual(expect.any(String));
    expect(await chatCount(a)).toBe(0);
    expect((await threads(a)).data[0].unread).toBe(0);
    // The sender's view shows the messages read; the same page by thread id and encoded `*`.
    const mine = (await as(b)("GET", `/api/v1/message/${newest.thread_id}%2A0`)).json();
    expect(mine.data[49].read_at).not.toBeNull();
  });

  it("answers an empty page before the first message", async () => {
    const { a, b } = await pair();
    expect((await page(a, b.userId)).json()).toEqual({
      data: [],
      next: null,
      thread_id: null,
      paused: false,
    });
    expect((await as(a)("GET", `/api/v1/message/${b.userId}`)).statusCode).toBe(400);
  });

  it("never shows someone else's thread", async () => {
    const { a, b } = await pair();
    const stranger = await member();
    const { thread_id } = (await say(a, b.userId, "private")).json().data;
    const res = await page(stranger, thread_id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("chat.thread_not_found");
    // Asking by member id only ever opens the stranger's own (empty) conversation with them.
    expect((await page(stranger, a.userId)).json().data).toEqual([]);
    expect((await threads(stranger)).data).toEqual([]);
  });
});

describe("blocking", () => {
  it("hides the conversation from both sides and refuses new messages", async () => {
    const { a, b } = await pair();
    const { thread_id } = (await say(a, b.userId, "before")).json().data;
    await as(b)("POST", "/api/v1/block/", { block_request: { profileId: a.userId } });
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      expect((await threads(me)).data).toEqual([]);
      expect(await chatCount(me)).toBe(0);
      expect((await page(me, other.userId)).statusCode).toBe(404);
      expect((await page(me, thread_id)).statusCode).toBe(404);
      expect((await say(me, other.userId, "after")).statusCode).toBe(404);
    }
    await as(b)("POST", "/api/v1/unblock/", { unblock_request: { profileId: a.userId } });
    expect((await threads(b)).data).toHaveLength(1);
    expect(await chatCount(b)).toBe(1);
  });
});

describe("account deletion", () => {
  it("takes the member's conversations with it", async () => {
    const { a, b } = await pair();
    await say(a, b.userId, "soon gone");
    await as(a)("DELETE", "/api/v1/delete/profile");
    expect((await threads(b)).data).toEqual([]);
    const rows = await t.database.db.select().from(messages).where(eq(messages.fromId, a.userId));
    expect(rows).toEqual([]);
  });
});

describe("real time", () => {
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => {
    for (const s of sockets) s.close();
  });

  async function socketFor(m: Member) {
    const socket = connect(url, {
      auth: { token: m.token, client: "test" },
      transports: ["websocket"],
    });
    sockets.push(socket);
    await new Promise((resolve) => socket.on("joined", resolve));
    return socket;
  }

  it("delivers after the message is stored, with the receiver's new unread count", async () => {
    const { a, b } = await pair();
    const socket = await socketFor(b);
    // Looks the row up the moment the event arrives: it must already be committed.
    const seen = new Promise<{
      event: { thread_id: string; message: { id: string } };
      rows: unknown[];
    }>((resolve) =>
      socket.on("message", async (event) => {
        const rows = await t.database.db
          .select()
          .from(messages)
          .where(eq(messages.id, event.message.id));
        resolve({ event, rows });
      }),
    );
    const counted = new Promise((resolve) => socket.on("publish", resolve));
    const sent = (await say(a, b.userId, "Live")).json().data;
    const { event, rows } = await seen;
    expect(event).toEqual({ thread_id: sent.thread_id, message: sent });
    expect(rows).toHaveLength(1);
    expect(await counted).toEqual({ chat_count: 1 });
    const cleared = new Promise((resolve) => socket.on("publish", resolve));
    await page(b, a.userId);
    expect(await cleared).toEqual({ chat_count: 0 });
  });

  it("tells the receiver about interests and chat requests", async () => {
    const a = await member();
    const b = await member();
    const socket = await socketFor(b);
    const interest = new Promise((resolve) => socket.on("interest", resolve));
    const request = new Promise((resolve) => socket.on("chat_request", resolve));
    const i = (await as(a)("POST", "/api/v1/interests", { interest: { to: b.userId } })).json();
    const r = (
      await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } })
    ).json();
    expect(await interest).toEqual({ type: "received", id: i.data.id });
    expect(await request).toEqual({ type: "received", id: r.data.id });
  });
});

describe("a paused profile's chats", () => {
  it("stay readable, marked paused on both lists; a new message to them is 403 profile.paused", async () => {
    const { a, b } = await pair();
    expect((await say(a, b.userId, "Kem cho?")).statusCode).toBe(201);
    expect((await say(b, a.userId, "Majama")).statusCode).toBe(201);
    const pause = (profile: "paused" | "visible") =>
      as(b)("PUT", "/api/v1/privacy", { privacy: { profile } });
    expect((await pause("paused")).statusCode).toBe(200);

    const refused = await say(a, b.userId, "Are you there?");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "profile.paused",
      message: "This member has paused their profile and is not taking new interests or requests",
    });
    const read = await page(a, b.userId);
    expect(read.statusCode).toBe(200);
    expect(read.json().paused).toBe(true);
    expect(read.json().data.map((m: { message: string }) => m.message)).toEqual([
      "Kem cho?",
      "Majama",
    ]);
    const [thread] = (await threads(a)).data;
    expect(thread.with).toMatchObject({ id: b.userId, paused: true });
    // She sees her own side as it is: the other member is not paused.
    expect((await page(b, a.userId)).json().paused).toBe(false);
    expect((await threads(b)).data[0].with.paused).toBe(false);

    expect((await pause("visible")).statusCode).toBe(200);
    expect((await say(a, b.userId, "Welcome back")).statusCode).toBe(201);
    expect((await page(a, b.userId)).json().paused).toBe(false);
  });
});
