import { eq, inArray } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { caller, connectForChat } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { closeAllPhoenix, join, next, phoenixSocket } from "../realtime/phoenix-fixtures.ts";
import { notifications } from "./notifications.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

type Member = { token: string; userId: string };
const member = () => createMember(t.app);
const as = (m: { token: string }) => caller(t.app, m.token);
const centre = async (m: Member, query = "") => {
  const res = await as(m)("GET", `/api/v1/notifications${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const sendInterest = async (from: Member, to: Member) => {
  const res = await as(from)("POST", "/api/v1/interests", { interest: { to: to.userId } });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
};
const answerInterest = (m: Member, id: string, status: "accepted" | "rejected") =>
  as(m)("PUT", `/api/v1/interests/${id}`, { interest: { status } });
const markRead = (m: Member, body: object) => as(m)("POST", "/api/v1/notifications/read", body);

describe("the notification centre", () => {
  it("tells the receiver of an interest, with the sender's card, and the sender of its acceptance", async () => {
    const rohan = await member();
    const krupa = await member();
    const id = await sendInterest(rohan, krupa);
    const list = await centre(krupa);
    expect(list).toMatchObject({ next: null, unread: 1 });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      kind: "interest_received",
      read: false,
      actor: { id: rohan.userId, name: "Krupa", primary_profile_pic: null },
      data: { interest_id: id },
    });
    expect(Date.parse(list.data[0].at)).toBe(t.clock.now.getTime());
    expect((await centre(rohan)).data).toEqual([]);

    expect((await answerInterest(krupa, id, "accepted")).statusCode).toBe(200);
    const sender = await centre(rohan);
    expect(sender.unread).toBe(1);
    expect(sender.data[0]).toMatchObject({
      kind: "interest_accepted",
      actor: { id: krupa.userId },
      data: { interest_id: id },
    });
  });

  it("does not announce a refusal", async () => {
    const a = await member();
    const b = await member();
    const id = await sendInterest(a, b);
    expect((await answerInterest(b, id, "rejected")).statusCode).toBe(200);
    expect((await centre(a)).data).toEqual([]);
  });

  it("tells of chat requests received and accepted", async () => {
    const a = await member();
    const b = await member();
    const id = await connectForChat(t.app, a, b);
    expect((await centre(b)).data.map((n: { kind: string }) => n.kind)).toEqual([
      "chat_request_received",
    ]);
    expect((await centre(a)).data[0]).toMatchObject({
      kind: "chat_request_accepted",
      actor: { id: b.userId },
      data: { chat_request_id: id },
    });
  });

  it("gathers a sender's messages into one line without their text, read when the chat is opened", async () => {
    const a = await member();
    const b = await member();
    await connectForChat(t.app, a, b);
    await markRead(a, { all: true });
    for (const text of ["Namaste", "Are you free on Sunday?"]) {
      const res = await as(a)("POST", "/api/v1/message/", {
        message: { to: b.userId, message: text },
      });
      expect(res.statusCode).toBe(201);
      t.clock.advance(1000);
    }
    const list = await centre(b);
    const messages = list.data.filter((n: { kind: string }) => n.kind === "message");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ actor: { id: a.userId }, data: {}, read: false });
    expect(JSON.stringify(list)).not.toContain("Sunday");
    const before = list.unread;
    expect((await as(b)("GET", `/api/v1/message/${a.userId}*0`)).statusCode).toBe(200);
    const after = await centre(b);
    expect(after.unread).toBe(before - 1);
    expect(after.data.find((n: { kind: string }) => n.kind === "message").read).toBe(true);
  });

  it("pages newest first", async () => {
    const me = await member();
    const senders = [await member(), await member(), await member()];
    for (const s of senders) {
      await sendInterest(s, me);
      t.clock.advance(1000);
    }
    const first = await centre(me, "?limit=2");
    expect(first.next).toBe(2);
    expect(first.unread).toBe(3);
    expect(first.data.map((n: { actor: { id: string } }) => n.actor.id)).toEqual([
      senders[2]!.userId,
      senders[1]!.userId,
    ]);
    const second = await centre(me, "?limit=2&offset=2");
    expect(second.next).toBeNull();
    expect(second.data.map((n: { actor: { id: string } }) => n.actor.id)).toEqual([
      senders[0]!.userId,
    ]);
  });
});

describe("marking read", () => {
  it("marks one, then all, and answers the new count", async () => {
    const me = await member();
    await sendInterest(await member(), me);
    await sendInterest(await member(), me);
    const [newest] = (await centre(me)).data;
    const one = await markRead(me, { ids: [newest.id] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ unread: 1 });
    expect((await centre(me)).data.map((n: { read: boolean }) => n.read)).toEqual([true, false]);
    expect((await markRead(me, { all: true })).json()).toEqual({ unread: 0 });
  });

  it("never reads or marks another member's notifications", async () => {
    const owner = await member();
    const stranger = await member();
    await sendInterest(await member(), owner);
    const [theirs] = (await centre(owner)).data;
    const res = await markRead(stranger, { ids: [theirs.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unread: 0 });
    await markRead(stranger, { all: true });
    expect((await centre(owner)).unread).toBe(1);
    expect((await centre(stranger)).data).toEqual([]);
  });

  it("refuses a body that is neither ids nor all, and a caller without a token", async () => {
    const me = await member();
    for (const body of [{}, { ids: [] }, { all: false }]) {
      const res = await markRead(me, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("request.invalid");
    }
    const anonymous = await t.app.inject({ method: "GET", url: "/api/v1/notifications" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("what is never shown", () => {
  it("hides a blocked pair's notifications, and shows them again after the unblock", async () => {
    const a = await member();
    const b = await member();
    await sendInterest(a, b);
    expect((await centre(b)).unread).toBe(1);
    const block = await as(b)("POST", "/api/v1/block", { block_request: { profileId: a.userId } });
    expect(block.statusCode).toBe(200);
    expect(await centre(b)).toMatchObject({ data: [], unread: 0 });
    await as(b)("POST", "/api/v1/unblock", { unblock_request: { profileId: a.userId } });
    expect((await centre(b)).unread).toBe(1);
  });

  it("hides a deleted member's notifications", async () => {
    const a = await member();
    const b = await member();
    await sendInterest(a, b);
    const gone = await as(a)("DELETE", "/api/v1/delete/profile");
    expect(gone.statusCode).toBe(200);
    expect(await centre(b)).toMatchObject({ data: [], unread: 0 });
  });

  it("keeps them 90 days", async () => {
    const b = await member();
    await sendInterest(await member(), b);
    await sendInterest(await member(), b);
    const [newer, older] = (await centre(b)).data;
    const day = 86_400_000;
    const ago = (days: number) => new Date(t.clock.now.getTime() - days * day);
    await t.database.db
      .update(notifications)
      .set({ createdAt: ago(89) })
      .where(eq(notifications.id, newer.id));
    await t.database.db
      .update(notifications)
      .set({ createdAt: ago(91) })
      .where(eq(notifications.id, older.id));
    const list = await centre(b);
    expect(list.data.map((n: { id: string }) => n.id)).toEqual([newer.id]);
    expect(list.unread).toBe(1);
    await t.app.jobs.send("notifications.purge", {});
    await t.jobsDone();
    const left = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, [newer.id, older.id]));
    expect(left).toEqual([{ id: newer.id }]);
  });
});

describe("live delivery", () => {
  let socket: Socket | null = null;
  afterEach(() => {
    socket?.close();
    socket = null;
    closeAllPhoenix();
  });

  it("sends the notification and the count to the member's Socket.IO and Phoenix connections", async () => {
    const a = await member();
    const b = await member();
    const address = t.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    socket = connect(`http://127.0.0.1:${port}`, {
      auth: { token: b.token },
      transports: ["websocket"],
    });
    await new Promise((resolve) => socket?.on("joined", resolve));
    const phoenix = phoenixSocket(t, b.token);
    const channel = phoenix.channel(`pub${b.userId}`, { token: b.token });
    expect((await join(channel)).status).toBe("ok");

    const viaSocketIo = new Promise<{ notification: { kind: string }; unread: number }>((resolve) =>
      socket?.on("notification", resolve),
    );
    const viaPhoenix = next<{ notification: { kind: string }; unread: number }>(
      channel,
      "notification",
    );
    const id = await sendInterest(a, b);
    for (const event of [await viaSocketIo, await viaPhoenix]) {
      expect(event).toMatchObject({
        unread: 1,
        notification: { kind: "interest_received", data: { interest_id: id }, read: false },
      });
    }
    const read = new Promise((resolve) => socket?.on("notifications_read", resolve));
    await markRead(b, { all: true });
    expect(await read).toEqual({ unread: 0 });
  });
});
