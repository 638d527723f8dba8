import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { closeAllPhoenix, join, next, phoenixSocket } from "../realtime/phoenix-fixtures.ts";

// Nodes share one database and reach each other through Redis: only with both (CI sets them).
const cluster = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!cluster)("two API nodes (skipped without DATABASE_URL and REDIS_URL)", () => {
  let first: TestApp;
  let second: TestApp;
  let socket: Socket | null = null;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ sameAs: first });
    await second.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    socket?.close();
    closeAllPhoenix();
    await second?.close();
    await first?.close();
  });

  it("counts the bell on node B, both protocols, when the interest is sent through node A", async () => {
    const a = await createMember(first.app);
    const b = await createMember(first.app);
    const address = second.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    socket = connect(`http://127.0.0.1:${port}`, {
      auth: { token: b.token },
      transports: ["websocket"],
    });
    await new Promise((resolve) => socket?.on("joined", resolve));
    const channel = phoenixSocket(second, b.token).channel(`pub${b.userId}`, { token: b.token });
    expect((await join(channel)).status).toBe("ok");
    const viaSocketIo = new Promise<{ unread: number }>((resolve) =>
      socket?.on("notification", resolve),
    );
    const viaPhoenix = next<{ unread: number }>(channel, "notification");

    const sent = await caller(first.app, a.token)("POST", "/api/v1/interests", {
      interest: { to: b.userId },
    });
    expect(sent.statusCode).toBe(201);
    expect(await viaSocketIo).toMatchObject({
      unread: 1,
      notification: { kind: "interest_received", actor: { id: a.userId } },
    });
    expect(await viaPhoenix).toMatchObject({ unread: 1 });
    const list = await caller(second.app, b.token)("GET", "/api/v1/notifications");
    expect(list.json().unread).toBe(1);
  });
});
