import { and, eq } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { outbox } from "../mail/outbox.table.ts";
import {
  closeAllPhoenix,
  closed,
  join as joinChannel,
  phoenixSocket,
} from "../realtime/phoenix-fixtures.ts";

// Issue 21 item 5: removing a manager ends their sockets on every node, on both protocols
// (Socket.IO and the Phoenix endpoint), and only theirs.

const cluster = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const sockets: Socket[] = [];

function portOf(t: TestApp): number {
  const address = t.app.server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/** A joined Socket.IO connection, and a promise of its disconnect reason. */
async function open(t: TestApp, token: string) {
  const socket = connect(`http://127.0.0.1:${portOf(t)}`, {
    auth: { token },
    transports: ["websocket"],
    reconnection: false,
  });
  sockets.push(socket);
  const joined = new Promise<{ rooms: string[] }>((resolve, reject) => {
    socket.on("joined", resolve);
    socket.on("connect_error", reject);
  });
  const disconnected = new Promise<string>((resolve) => socket.on("disconnect", resolve));
  return { socket, joined: await joined, disconnected };
}

/** A member and a manager who accepted the mailed invitation, through `t`. */
async function managedOn(t: TestApp) {
  const member = await createMember(t.app);
  const email = `family.${Date.now()}.${Math.random().toString(36).slice(2)}@example.in`;
  const as = caller(t.app, member.token);
  expect(
    (await as("POST", "/api/v1/managers", { manager: { email, relation: "parent" } })).statusCode,
  ).toBe(201);
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, "manager_invite")));
  const token = mail?.body.match(/manager-invite\?token=([\w-]+)/)?.[1];
  const accepted = await t.app.inject({
    method: "POST",
    url: "/api/v1/manager_invites/accept",
    payload: { token, name: "Ramesh", password: "family-secret" },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const managerId = (await as("GET", "/api/v1/managers")).json().data[0].id as string;
  return { member, managerToken: accepted.json().token as string, managerId };
}

/**
 * A Phoenix connection (the original clients' socket) with the member's `pub` topic joined by
 * `token`; `open()` tells whether it is still up, `code` resolves with its close code.
 */
async function openPhoenix(t: TestApp, memberId: string, token: string) {
  const socket = phoenixSocket(t, token, { heartbeatIntervalMs: 1_000, reconnectAfterMs: 10_000 });
  const answer = await joinChannel(socket.channel(`pub${memberId}`, { client: "test", token }));
  if (answer.status !== "ok") throw new Error(`phoenix join: ${answer.status}`);
  // Wrapped: an async function returning the promise itself would wait for the close.
  return { code: closed(socket, 5_000), open: () => socket.isConnected() };
}

afterAll(() => {
  closeAllPhoenix();
  for (const socket of sockets) socket.close();
});

describe("one API node", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  it("a manager's socket joins the member's room; removal drops it and keeps the member's", async () => {
    const { member, managerToken, managerId } = await managedOn(t);
    const manager = await open(t, managerToken);
    expect(manager.joined.rooms).toContain(`pub${member.userId}`);
    const own = await open(t, member.token);
    const removed = await caller(t.app, member.token)("DELETE", `/api/v1/managers/${managerId}`);
    expect(removed.statusCode).toBe(200);
    expect(await manager.disconnected).toBe("io server disconnect");
    expect(own.socket.connected).toBe(true);
    // The old token gets no new socket.
    await expect(open(t, managerToken)).rejects.toThrow("auth.required");
  });

  it("removal closes the manager's Phoenix connection (1008), not the member's", async () => {
    const { member, managerToken, managerId } = await managedOn(t);
    const manager = await openPhoenix(t, member.userId, managerToken);
    const own = await openPhoenix(t, member.userId, member.token);
    const removed = await caller(t.app, member.token)("DELETE", `/api/v1/managers/${managerId}`);
    expect(removed.statusCode).toBe(200);
    expect(await manager.code).toBe(1008);
    expect(own.open()).toBe(true);
  });

  it("the member's account deletion closes the manager's sockets on both protocols", async () => {
    const { member, managerToken } = await managedOn(t);
    const io = await open(t, managerToken);
    const phoenix = await openPhoenix(t, member.userId, managerToken);
    const deleted = await caller(t.app, member.token)("DELETE", "/api/v1/delete/profile");
    expect(deleted.statusCode).toBe(200);
    expect(await io.disconnected).toBe("io server disconnect");
    expect(await phoenix.code).toBe(1008);
    await expect(open(t, managerToken)).rejects.toThrow("auth.required");
  });
});

describe.skipIf(!cluster)("two API nodes (skipped without DATABASE_URL and REDIS_URL)", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ sameAs: first });
    await second.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("removal through node A drops the manager's socket on node B at once, not the member's", async () => {
    const { member, managerToken, managerId } = await managedOn(first);
    const manager = await open(second, managerToken);
    const own = await open(second, member.token);
    const removed = await caller(first.app, member.token)(
      "DELETE",
      `/api/v1/managers/${managerId}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(await manager.disconnected).toBe("io server disconnect");
    expect(own.socket.connected).toBe(true);
    const refused = await second.app.inject({
      method: "GET",
      url: "/api/v1/me",
      headers: { authorization: `Bearer ${managerToken}` },
    });
    expect(refused.statusCode).toBe(401);
  });

  it("removal through node A closes the manager's Phoenix connection on node B, not the member's", async () => {
    const { member, managerToken, managerId } = await managedOn(first);
    const manager = await openPhoenix(second, member.userId, managerToken);
    const own = await openPhoenix(second, member.userId, member.token);
    const removed = await caller(first.app, member.token)(
      "DELETE",
      `/api/v1/managers/${managerId}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(await manager.code).toBe(1008);
    expect(own.open()).toBe(true);
    const refused = await second.app.inject({
      method: "GET",
      url: "/api/v1/me",
      headers: { authorization: `Bearer ${managerToken}` },
    });
    expect(refused.statusCode).toBe(401);
  });

  it("the member's account deletion through node A closes the manager's Phoenix connection on node B", async () => {
    const { member, managerToken } = await managedOn(first);
    const phoenix = await openPhoenix(second, member.userId, managerToken);
    const deleted = await caller(first.app, member.token)("DELETE", "/api/v1/delete/profile");
    expect(deleted.statusCode).toBe(200);
    expect(await phoenix.code).toBe(1008);
  });
});
