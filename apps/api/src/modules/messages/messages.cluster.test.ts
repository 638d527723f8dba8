import { eq } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, connectForChat } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { messages } from "./messages.table.ts";

// Fan-out across API nodes goes through the Socket.IO Redis adapter, and the nodes share
// one database: both only exist with DATABASE_URL and REDIS_URL (CI sets them).
const cluster = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!cluster)("two API instances (skipped without DATABASE_URL and REDIS_URL)", () => {
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
    await second?.close();
    await first?.close();
  });

  it("delivers a message sent through instance A to a socket on instance B", async () => {
    const a = await createMember(first.app);
    const b = await createMember(first.app);
    await connectForChat(first.app, a, b);

    const address = second.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    socket = connect(`http://127.0.0.1:${port}`, {
      auth: { token: b.token, client: "test" },
      transports: ["websocket"],
    });
    await new Promise((resolve) => socket?.on("joined", resolve));
    const received = new Promise<{ thread_id: string; message: { id: string } }>((resolve) =>
      socket?.on("message", resolve),
    );
    const count = new Promise((resolve) => socket?.on("publish", resolve));

    const sent = await caller(first.app, a.token)("POST", "/api/v1/message/", {
      message: { to: b.userId, message: "Across nodes" },
    });
    expect(sent.statusCode).toBe(201);
    const event = await received;
    expect(event.message).toEqual(sent.json().data);
    expect(await count).toEqual({ chat_count: 1 });
    // Instance B reads the same database: the message is there.
    const rows = await second.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, event.message.id));
    expect(rows).toHaveLength(1);
    const page = await caller(second.app, b.token)("GET", `/api/v1/message/${a.userId}*0`);
    expect(page.json().data.map((m: { id: string }) => m.id)).toEqual([event.message.id]);
  });
});
