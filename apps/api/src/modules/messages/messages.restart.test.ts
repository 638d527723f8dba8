import { once } from "node:events";
import { count, eq } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, connectForChat } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { messages } from "./messages.table.ts";

interface Wire {
  id: string;
  message: string;
  client_id: string | null;
}

/**
 * An API restart in the middle of a conversation. `store` owns the database (PGlite in memory,
 * or a PostgreSQL database with DATABASE_URL) and outlives the API instances, as a database
 * outlives a deploy; `before` serves the conversation and is shut down gracefully while sends
 * are in flight, then `after` starts on the same port, like the restarted process would.
 */
describe("an API restart mid-conversation", () => {
  let store: TestApp;
  let before: TestApp;
  let after: TestApp | null = null;
  let beforeOpen = true;
  let socket: Socket | null = null;
  let port = 0;

  beforeAll(async () => {
    store = await createTestApp();
    before = await createTestApp({ sameAs: store });
    await before.app.listen({ port: 0, host: "127.0.0.1" });
    const address = before.app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(async () => {
    socket?.close();
    await after?.close();
    if (beforeOpen) await before?.close();
    await store?.close();
  });

  /** A send over real HTTP: null when the API refused the connection or answered no 2xx. */
  async function send(token: string, to: string, text: string, clientId: string) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/message/`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ message: { to, message: text, client_id: clientId } }),
      });
      if (res.status !== 200 && res.status !== 201) return null;
      return { status: res.status, message: ((await res.json()) as { data: Wire }).data };
    } catch {
      return null;
    }
  }

  it("keeps every accepted message, once, and the reconnected socket catches up", async () => {
    const a = await createMember(store.app);
    const b = await createMember(store.app);
    await connectForChat(store.app, a, b);

    // B's phone: retries the connection quickly and keeps what it was told live.
    socket = connect(`http://127.0.0.1:${port}`, {
      auth: { token: b.token, client: "test" },
      transports: ["websocket"],
      reconnectionDelay: 20,
      reconnectionDelayMax: 50,
      randomizationFactor: 0,
    });
    const live = new Map<string, Wire>();
    let joins = 0;
    let onJoin = () => {};
    socket.on("message", (event: { message: Wire }) => live.set(event.message.id, event.message));
    socket.on("joined", () => {
      joins += 1;
      onJoin();
    });
    const joined = (n: number) =>
      new Promise<void>((resolve) => {
        onJoin = () => joins >= n && resolve();
        onJoin();
      });
    await joined(1);

    // What A's client saw answered 2xx, by client id.
    const accepted = new Map<string, Wire>();
    const texts = new Map<string, string>();
    const sendAs = async (clientId: string, text: string) => {
      texts.set(clientId, text);
      const reply = await send(a.token, b.userId, text, clientId);
      if (reply) accepted.set(clientId, reply.message);
      return reply;
    };

    // 1. The conversation runs: every message arrives live.
    for (const n of [1, 2, 3]) expect(await sendAs(`c${n}`, `Kem cho ${n}`)).not.toBeNull();
    await expect.poll(() => live.size).toBe(3);

    // 2. The deploy stops the API while three more sends are on the wire. Fastify answers the
    // requests it already has and refuses the rest: the outcome of each is either a 2xx (it is
    // stored) or a failure the client will retry with the same client id.
    const arrived = once(before.app.server, "request");
    const inFlight = [sendAs("c4", "Mid 4")];
    await arrived;
    const closing = before.app.close();
    inFlight.push(sendAs("c5", "Mid 5"), sendAs("c6", "Mid 6"));
    await Promise.all(inFlight);
    await closing;
    await before.close();
    beforeOpen = false;
    // The send the API was already handling is answered; the two after the close began are not.
    expect([...accepted.keys()]).toEqual(["c1", "c2", "c3", "c4"]);
    expect(socket.connected).toBe(false);

    // 3. The new process is up before B's socket is back: what A sends now, B can only learn
    // from the re-sync after `joined`.
    after = await createTestApp({ sameAs: store });
    const callAfter = caller(after.app, a.token);
    for (const n of [7, 8]) {
      const res = await callAfter("POST", "/api/v1/message/", {
        message: { to: b.userId, message: `Missed ${n}`, client_id: `c${n}` },
      });
      expect(res.statusCode).toBe(201);
      texts.set(`c${n}`, `Missed ${n}`);
      accepted.set(`c${n}`, res.json().data);
    }
    await after.app.listen({ port, host: "127.0.0.1" });

    // 4. A's client retries everything from the interrupted batch with the same client ids:
    // one already stored comes back as that message (200), one that never made it is stored.
    for (const n of [4, 5, 6]) {
      const clientId = `c${n}`;
      const reply = await send(a.token, b.userId, texts.get(clientId) ?? "", clientId);
      expect(reply).not.toBeNull();
      const earlier = accepted.get(clientId);
      if (earlier) {
        expect(reply?.status).toBe(200);
        expect(reply?.message.id).toBe(earlier.id);
      } else {
        expect(reply?.status).toBe(201);
        accepted.set(clientId, reply?.message as Wire);
      }
    }
    // A lost reply to a send that did arrive before the restart: still the same message.
    const again = await send(a.token, b.userId, "Kem cho 1", "c1");
    expect(again).toMatchObject({ status: 200, message: { id: accepted.get("c1")?.id } });

    // 5. B's socket reconnects with the same token, is told `joined`, and re-syncs the thread.
    await joined(2);
    const history = await caller(after.app, b.token)("GET", `/api/v1/message/${a.userId}*0`);
    expect(history.statusCode).toBe(200);
    const page = history.json().data as Wire[];
    const seen = new Map([...live, ...page.map((m) => [m.id, m] as const)]);

    const order = ["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8"];
    expect([...accepted.keys()].sort()).toEqual(order);
    // History holds every accepted message exactly once (a retried one lands where it was
    // finally stored, so the interrupted batch may come after c7 and c8).
    expect(page.map((m) => m.client_id).sort()).toEqual(order);
    for (const m of page) {
      expect(m.id).toBe(accepted.get(m.client_id ?? "")?.id);
      expect(m.message).toBe(texts.get(m.client_id ?? ""));
    }
    for (const message of accepted.values()) expect(seen.has(message.id)).toBe(true);
    const [stored] = await store.database.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.fromId, a.userId));
    expect(stored?.n).toBe(order.length);
  });
});
