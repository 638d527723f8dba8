import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { and, eq } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { users } from "../accounts/accounts.table.ts";
import { outbox } from "../mail/outbox.table.ts";
import { closeAllPhoenix, closed, join as joinChannel, phoenixSocket } from "./phoenix-fixtures.ts";

// Issue 11, item 1: a revoked session loses its socket at once, on every node, and the old
// token cannot open another.
type Member = Awaited<ReturnType<typeof createMember>>;
const sockets: Socket[] = [];

const urlOf = (t: TestApp) => {
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
};

/** A socket in the member's rooms (after `joined`). */
async function open(t: TestApp, token: string): Promise<Socket> {
  const socket = connect(urlOf(t), {
    auth: { token, client: "test" },
    transports: ["websocket"],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.once("joined", resolve);
    socket.once("connect_error", reject);
  });
  return socket;
}

/** When (performance.now) and why the server dropped the socket; rejects after 3 s. */
function dropped(socket: Socket): Promise<{ at: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("socket still connected after 3 s")), 3_000);
    socket.once("disconnect", (reason) => {
      clearTimeout(timer);
      resolve({ at: performance.now(), reason });
    });
  });
}

/** The handshake's answer to a token: "joined" or the error's message. */
async function handshake(t: TestApp, token: string): Promise<string> {
  const socket = connect(urlOf(t), {
    auth: { token, client: "test" },
    transports: ["websocket"],
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once("joined", () => resolve("joined"));
    socket.once("connect_error", (err) => resolve(err.message));
    socket.once("disconnect", () => resolve("disconnected"));
  });
}

async function resetToken(t: TestApp, email: string): Promise<string> {
  await t.app.inject({ method: "POST", url: "/api/v1/resetpassword", payload: { email } });
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, "password_reset")));
  const match = mail?.body.match(/reset-password\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error("no reset mail");
  return match[1];
}

/** Every way a member's sessions end, each done to `m` through the API of `t`. */
const revocations: Record<string, (t: TestApp, m: Member) => Promise<number>> = {
  "log out everywhere": async (t, m) =>
    (await caller(t.app, m.token)("POST", "/api/v1/user/logout_all")).statusCode,
  "a password change": async (t, m) =>
    (
      await caller(t.app, m.token)("PUT", "/api/v1/user", {
        user: { password: "another-secret", old_password: m.password },
      })
    ).statusCode,
  "a password reset": async (t, m) =>
    (
      await t.app.inject({
        method: "POST",
        url: "/api/v1/resetpassword",
        payload: { token: await resetToken(t, m.email), password: "another-secret" },
      })
    ).statusCode,
  "account deletion": async (t, m) =>
    (await caller(t.app, m.token)("DELETE", "/api/v1/delete/profile")).statusCode,
  suspension: async (t, m) => {
    const reporter = await createMember(t.app);
    const filed = await caller(t.app, reporter.token)("POST", "/api/v1/user/report", {
      user_report: { user_to_id: m.userId, reason: "fake_profile" },
    });
    const admin = await createMember(t.app);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId));
    const id = filed.json().data.id as string;
    return (
      await caller(t.app, admin.token)("POST", `/api/v1/admin/reports/${id}/decision`, {
        action: "suspend",
      })
    ).statusCode;
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
/** A Phoenix connection with the member's pub channel joined; resolves to its close code. */
async function phoenixClosed(t: TestApp, m: Member): Promise<{ code: Promise<number> }> {
  const socket = phoenixSocket(t, m.token, {
    heartbeatIntervalMs: 1_000,
    reconnectAfterMs: 10_000,
  });
  const answer = await joinChannel(
    socket.channel(`pub${m.userId}`, { client: "test", token: m.token }),
  );
  if (answer.status !== "ok") throw new Error(`phoenix join: ${answer.status}`);
  // Wrapped: an async function returning the promise itself would wait for the close.
  return { code: closed(socket) };
}

afterAll(async () => {
  closeAllPhoenix();
  for (const socket of sockets) socket.close();
  await t.close();
});

describe("one API node", () => {
  for (const [name, revoke] of Object.entries(revocations)) {
    it(`${name} drops the member's open sockets (Socket.IO and Phoenix) and refuses the old token a new one`, async () => {
      const m = await createMember(t.app);
      const first = await open(t, m.token);
      const second = await open(t, m.token);
      const other = await createMember(t.app);
      const bystander = await open(t, other.token);
      const drops = Promise.all([dropped(first), dropped(second)]);
      const phoenix = await phoenixClosed(t, m);
      expect(await revoke(t, m)).toBe(200);
      const [a, b] = await drops;
      // The Phoenix connection too (1008: policy, the session is over).
      expect(await phoenix.code).toBe(1008);
      // Told it was dismissed: the client does not reconnect on its own.
      expect([a.reason, b.reason]).toEqual(["io server disconnect", "io server disconnect"]);
      expect(await handshake(t, m.token)).toBe("auth.required");
      expect((await caller(t.app, m.token)("GET", "/api/v1/me")).statusCode).toBe(401);
      expect(bystander.connected).toBe(true);
    });
  }
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

  for (const [name, revoke] of Object.entries(revocations)) {
    it(`${name} on node A drops the sockets (both transports) on node B at once, and B refuses the old token`, async () => {
      const m = await createMember(t.app);
      // Node B has the member's state in its 5 s cache: the revocation must clear it there.
      expect((await caller(b.app, m.token)("GET", "/api/v1/me")).statusCode).toBe(200);
      const onB = await open(b, m.token);
      const onA = await open(t, m.token);
      const drops = Promise.all([dropped(onB), dropped(onA)]);
      const phoenixOnB = await phoenixClosed(b, m);
      expect(await revoke(t, m)).toBe(200);
      const answered = performance.now();
      const [fromB, fromA] = await drops;
      expect(fromB.reason).toBe("io server disconnect");
      expect(fromA.reason).toBe("io server disconnect");
      expect(await phoenixOnB.code).toBe(1008);
      // Negative: the socket was gone before node A's answer arrived.
      const ms = Math.round(fromB.at - answered);
      console.info(`${name}: socket on node B dropped ${ms} ms after node A answered`);
      expect((await caller(b.app, m.token)("GET", "/api/v1/me")).statusCode).toBe(401);
      expect(await handshake(b, m.token)).toBe("auth.required");
    });
  }
});

/**
 * A new write that ends sessions must go through `endSessions` (token version up) and call
 * `revoked` after its commit; this reads the API's source for writes to the columns that end
 * sessions and fails on one that does neither.
 */
describe("every write that ends sessions", () => {
  const root = join(import.meta.dirname, "../..");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return path.endsWith(".ts") && !path.endsWith(".test.ts") && !path.includes("/test/")
        ? [path]
        : [];
    });
  // `.update(users)` up to its `.where(`: the columns it sets.
  const updates = files(root).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(/\.update\(users\)([\s\S]*?)\.where\(/g)].map((match) => ({
      file: relative(root, file),
      set: match[1] ?? "",
      text,
    }));
  });

  it("finds the writes it checks", () => {
    expect(updates.length).toBeGreaterThanOrEqual(5);
  });

  it("bumps the token version through endSessions and tells `revoked`", () => {
    const ending = /tokenVersion|suspendedAt|deletedAt|passwordHash/;
    const wrong = updates
      .filter((u) => ending.test(u.set))
      .filter((u) => !u.set.includes("endSessions(") || !/\brevoked\(/.test(u.text))
      .map((u) => `${u.file}: ${u.set.trim().slice(0, 80)}`);
    expect(wrong).toEqual([]);
    // Nothing else writes the token version by hand.
    const byHand = files(root).filter(
      (file) =>
        !file.endsWith("accounts.repository.ts") &&
        /tokenVersion:\s*sql/.test(readFileSync(file, "utf8")),
    );
    expect(byHand).toEqual([]);
  });
});
