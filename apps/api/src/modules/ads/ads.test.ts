import type { AdEvent, AdWrite } from "@sagpan/contract";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { io as connectIo, type Socket as IoSocket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createSharedCache } from "../../lib/shared-cache.ts";
import { createDiskStore } from "../../lib/storage.ts";
import { rules } from "../../rules.ts";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { makeAdmin } from "../../test/trust-factories.ts";
import { multipart, photo, webpChunks } from "../pictures/photo-fixtures.ts";
import { closeAllPhoenix, join, next, phoenixSocket } from "../realtime/phoenix-fixtures.ts";
import { createAdsRepository } from "./ads.repository.ts";
import { createAdsService } from "./ads.service.ts";
import { adPushes } from "./ads.table.ts";

// Issue 14, item 2: ads, their targeting, schedule, counters and the server's push.
let t: TestApp;
const ioSockets: IoSocket[] = [];
beforeAll(async () => {
  // A second: time for a test to open both transports of a session before the push.
  t = await createTestApp({ env: { AD_PUSH_DELAY_SECONDS: "1" } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterEach(() => {
  closeAllPhoenix();
  for (const s of ioSockets.splice(0)) s.close();
});
afterAll(() => t.close());

type Who = { token: string } | null;
let addressCounter = 0;
/** A fresh client address per test, so visitors differ and the per-address limit is its own. */
const newAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const call = (
  who: Who,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  ip = "127.0.0.1",
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: who ? bearer(who.token) : {},
    ...(payload ? { payload: payload as InjectOptions["payload"] } : {}),
  });

async function admin() {
  const m = await createMember(t.app);
  await makeAdmin(t.database.db, m.userId);
  return m;
}

const hour = 3_600_000;
const at = (ms: number) => new Date(t.clock.now.getTime() + ms).toISOString();
const adBody = (overrides: Partial<AdWrite> = {}): AdWrite => ({
  title: "Shree Jewellers",
  description: "Wedding sets for every family, 10% off this season",
  price: "From Rs 25,000",
  advertiser_name: "Shree Jewellers, Anand",
  advertiser_contact: "+91 98250 00000",
  status: "delayed",
  target: "all",
  starts_at: at(-hour),
  ends_at: at(hour),
  ...overrides,
});

async function createAd(a: Who, overrides: Partial<AdWrite> = {}) {
  const res = await call(a, "POST", "/api/v1/admin/ads", { ad: adBody(overrides) });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; title: string };
}

/** Stops every ad, so each test sees only its own. */
async function stopAll(a: Who) {
  for (const ad of (await call(a, "GET", "/api/v1/admin/ads")).json().data) {
    if (ad.state !== "stopped") await call(a, "POST", `/api/v1/admin/ads/${ad.id}/stop`);
  }
}

const adFor = async (who: Who, ip = newAddress()) => {
  const res = await call(who, "GET", "/api/v1/ad/test", undefined, ip);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { id: string } | null; per_session: number };
};

describe("admin routes", () => {
  it("refuse visitors (401) and members (403)", async () => {
    const member = await createMember(t.app);
    const some = "0190c7a0-0000-7000-8000-000000000000";
    for (const [method, url] of [
      ["GET", "/api/v1/admin/ads"],
      ["POST", "/api/v1/admin/ads"],
      ["PUT", `/api/v1/admin/ads/${some}`],
      ["POST", `/api/v1/admin/ads/${some}/stop`],
      ["POST", `/api/v1/admin/ads/${some}/image`],
    ] as const) {
      const body = method === "GET" ? undefined : { ad: adBody() };
      expect((await call(null, method, url, body)).statusCode).toBe(401);
      const refused = await call(member, method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe("admin.required");
    }
  });

  it("validate the ad: fields, lengths, status, target and a schedule that ends after it starts", async () => {
    const a = await admin();
    const bad = async (ad: object) => {
      const res = await call(a, "POST", "/api/v1/admin/ads", { ad });
      expect(res.statusCode).toBe(400);
      return res.json().error;
    };
    expect((await bad({ ...adBody(), title: "" })).code).toBe("request.invalid");
    expect((await bad({ ...adBody(), title: "x".repeat(81) })).code).toBe("request.invalid");
    expect((await bad({ ...adBody(), status: "sticky" })).code).toBe("request.invalid");
    expect((await bad({ ...adBody(), target: "Trust" })).code).toBe("request.invalid");
    expect((await bad({ ...adBody(), starts_at: "tomorrow" })).code).toBe("request.invalid");
    expect((await bad({ ...adBody(), description: "a\u0000b" })).code).toMatch(/^request\./);
    const backwards = await bad(adBody({ starts_at: at(hour), ends_at: at(-hour) }));
    expect(backwards.code).toBe("ad.invalid_schedule");
    const missing = await call(a, "PUT", "/api/v1/admin/ads/0190c7a0-0000-7000-8000-000000000000", {
      ad: adBody(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("ad.not_found");
  });

  it("create, edit and stop an ad, each written to the audit log", async () => {
    const a = await admin();
    const ad = await createAd(a, { target: "free" });
    const list = (await call(a, "GET", "/api/v1/admin/ads")).json().data;
    expect(list[0]).toMatchObject({
      id: ad.id,
      title: "Shree Jewellers",
      target: "free",
      status: "delayed",
      state: "running",
      impressions: 0,
      clicks: 0,
      stopped_at: null,
    });
    const edited = await call(a, "PUT", `/api/v1/admin/ads/${ad.id}`, {
      ad: adBody({ title: "Shree Jewellers Diwali", status: "normal" }),
    });
    expect(edited.json().data).toMatchObject({ title: "Shree Jewellers Diwali", status: "normal" });
    const stopped = await call(a, "POST", `/api/v1/admin/ads/${ad.id}/stop`);
    expect(stopped.json().data.state).toBe("stopped");
    const again = await call(a, "PUT", `/api/v1/admin/ads/${ad.id}`, { ad: adBody() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("ad.stopped");

    const audit = (await call(a, "GET", "/api/v1/admin/audit?limit=50")).json().data;
    const mine = audit.filter((l: { target: string }) => l.target === ad.id);
    expect(mine.map((l: { action: string }) => l.action)).toEqual([
      "ads.stop",
      "ads.update",
      "ads.create",
    ]);
    expect(mine[2].details).toMatchObject({ title: "Shree Jewellers", target: "free" });
  });
});

describe("who gets an ad", () => {
  it("Free members and visitors by target; paid members and admins never", async () => {
    const a = await admin();
    await stopAll(a);
    const free = await createMember(t.app);
    const belief = await createMember(t.app, { db: t.database.db, plan: "Belief" });
    const trust = await createMember(t.app, { db: t.database.db, plan: "Trust" });

    const forFree = await createAd(a, { target: "free" });
    expect((await adFor(free)).data?.id).toBe(forFree.id);
    expect((await adFor(null)).data).toBeNull();
    expect((await adFor(belief)).data).toBeNull();
    expect((await adFor(trust)).data).toBeNull();
    expect((await adFor(a)).data).toBeNull();
    await stopAll(a);

    const forVisitors = await createAd(a, { target: "visitors", status: "normal" });
    const reply = await adFor(null);
    expect(reply.per_session).toBe(1);
    expect(reply.data).toEqual({
      id: forVisitors.id,
      title: "Shree Jewellers",
      description: "Wedding sets for every family, 10% off this season",
      image_url: null,
      price: "From Rs 25,000",
      advertiser_name: "Shree Jewellers, Anand",
      advertiser_contact: "+91 98250 00000",
      status: "normal",
    });
    expect((await adFor(free)).data).toBeNull();
    await stopAll(a);

    const forAll = await createAd(a, { target: "all" });
    expect((await adFor(free)).data?.id).toBe(forAll.id);
    expect((await adFor(null)).data?.id).toBe(forAll.id);
    expect((await adFor(trust)).data).toBeNull();
    await stopAll(a);
  });

  it("only between the ad's start and end, and never once stopped", async () => {
    const a = await admin();
    await stopAll(a);
    const free = await createMember(t.app);
    const ad = await createAd(a, { starts_at: at(2 * hour), ends_at: at(4 * hour) });
    expect((await adFor(free)).data).toBeNull();
    const scheduled = (await call(a, "GET", "/api/v1/admin/ads")).json().data[0];
    expect(scheduled.state).toBe("scheduled");
    t.clock.advance(3 * hour);
    expect((await adFor(free)).data?.id).toBe(ad.id);
    t.clock.advance(2 * hour);
    expect((await adFor(free)).data).toBeNull();
    expect((await call(a, "GET", "/api/v1/admin/ads")).json().data[0].state).toBe("ended");
    const running = await createAd(a, { starts_at: at(-hour), ends_at: at(hour) });
    expect((await adFor(free)).data?.id).toBe(running.id);
    await call(a, "POST", `/api/v1/admin/ads/${running.id}/stop`);
    expect((await adFor(free)).data).toBeNull();
  });
});

describe("impressions and clicks", () => {
  it("count once per viewer, ad and day; a click only after an impression", async () => {
    const a = await admin();
    await stopAll(a);
    const ad = await createAd(a);
    const free = await createMember(t.app);
    const ip = newAddress();
    const count = async (who: Who, kind: string, from = ip) =>
      (await call(who, "POST", `/api/v1/ads/${ad.id}/${kind}`, undefined, from)).json().counted;

    expect(await count(free, "click")).toBe(false);
    expect(await count(free, "impression")).toBe(true);
    expect(await count(free, "impression")).toBe(false);
    expect(await count(free, "click")).toBe(true);
    expect(await count(free, "click")).toBe(false);
    // A visitor is known by address: the same address counts once, another one again.
    expect(await count(null, "impression")).toBe(true);
    expect(await count(null, "impression")).toBe(false);
    expect(await count(null, "impression", newAddress())).toBe(true);
    // Paid members and admins are never shown ads, so nothing of theirs counts.
    const trust = await createMember(t.app, { db: t.database.db, plan: "Trust" });
    expect(await count(trust, "impression")).toBe(false);
    expect(await count(a, "impression")).toBe(false);

    let row = (await call(a, "GET", "/api/v1/admin/ads")).json().data[0];
    expect(row).toMatchObject({ id: ad.id, impressions: 3, clicks: 1 });
    t.clock.advance(24 * hour);
    expect(await count(free, "impression")).toBe(false); // the ad ended with the day
    await call(a, "PUT", `/api/v1/admin/ads/${ad.id}`, {
      ad: adBody({ starts_at: at(-hour), ends_at: at(hour) }),
    });
    expect(await count(free, "impression")).toBe(true); // a new day
    row = (await call(a, "GET", "/api/v1/admin/ads")).json().data[0];
    expect(row.impressions).toBe(4);
    await stopAll(a);
    expect(await count(free, "click")).toBe(false);
  });

  it("refuse an unknown ad (404) and bad ids (400), and limit each address", async () => {
    const missing = await call(
      null,
      "POST",
      "/api/v1/ads/0190c7a0-0000-7000-8000-000000000000/impression",
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("ad.not_found");
    expect((await call(null, "POST", "/api/v1/ads/nope/click")).statusCode).toBe(400);
    const ip = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const url = "/api/v1/ads/0190c7a0-0000-7000-8000-000000000000/impression";
      statuses.push((await call(null, "POST", url, undefined, ip)).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe("the ad's image", () => {
  it("is checked by content, re-encoded without metadata and served publicly", async () => {
    const a = await admin();
    const ad = await createAd(a);
    const source = await sharp(await photo(1600, 1200))
      .jpeg()
      .withExif({ IFD0: { Make: "Sagpan Test Camera" } })
      .toBuffer();
    const upload = async (who: Who, file: { name: string; bytes: Buffer }) => {
      const body = await multipart([{ ...file, field: "file" }]);
      return t.app.inject({
        method: "POST",
        url: `/api/v1/admin/ads/${ad.id}/image`,
        payload: body.payload,
        headers: { ...body.headers, ...(who ? bearer(who.token) : {}) },
      });
    };
    const member = await createMember(t.app);
    expect((await upload(member, { name: "ad.jpg", bytes: source })).statusCode).toBe(403);
    const text = await upload(a, { name: "ad.jpg", bytes: Buffer.from("not an image at all") });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.code).toBe("upload.unsupported_type");

    const res = await upload(a, { name: "ad.jpg", bytes: source });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.image_url as string;
    expect(url).toMatch(new RegExp(`^/api/v1/files/ads/${ad.id}/[0-9a-f-]{36}\\.webp$`));
    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(webpChunks(served.rawPayload)).not.toContain("EXIF");
    expect(served.rawPayload.includes("Sagpan Test Camera")).toBe(false);
    const meta = await sharp(served.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(800);
    const guessed = await t.app.inject({
      method: "GET",
      url: `/api/v1/files/ads/${ad.id}/0190c7a0-0000-7000-8000-000000000000.webp`,
    });
    expect(guessed.statusCode).toBe(404);
    await call(a, "POST", `/api/v1/admin/ads/${ad.id}/stop`);
  });
});

/** A member's Socket.IO connection to a node (the first test app unless told). */
const connect = (token: string, node: TestApp = t) => {
  const address = node.app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const socket = connectIo(`http://127.0.0.1:${port}`, {
    auth: { token, client: "test" },
    transports: ["websocket"],
    reconnection: false,
  });
  ioSockets.push(socket);
  return socket;
};

const nextAd = (socket: IoSocket, ms = 3_000) =>
  new Promise<AdEvent | "none">((resolve) => {
    const timer = setTimeout(() => resolve("none"), ms);
    socket.once("ad", (payload: AdEvent) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe("the server's push", () => {
  it("sends a Free member's session one ad on Socket.IO and Phoenix, then no more", async () => {
    const a = await admin();
    await stopAll(a);
    const ad = await createAd(a, { target: "free" });
    const free = await createMember(t.app);
    const phoenix = phoenixSocket(t, free.token);
    const channel = phoenix.channel(`pub${free.userId}`, { client: "test", token: free.token });
    const overPhoenix = next<AdEvent>(channel, "ad", 3_000);
    expect((await join(channel)).status).toBe("ok");
    const socket = connect(free.token);
    const overIo = nextAd(socket);
    const pushed = await overPhoenix;
    expect(pushed.ad).toMatchObject({ id: ad.id, title: "Shree Jewellers", status: "delayed" });
    expect(pushed.per_session).toBe(1);
    expect(await overIo).toEqual(pushed);
    // Another connection of the same sign-in session (a second tab, a reconnect) gets none.
    expect(await nextAd(connect(free.token), 1_500)).toBe("none");
    // A new sign-in is a new session (a second later: the test clock stands still otherwise,
    // and the same second would sign the very same token).
    t.clock.advance(1_000);
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/v1/sign_in",
      payload: { email: free.email, password: free.password },
    });
    const again = await nextAd(connect(signedIn.json().token));
    expect(again).not.toBe("none");
    await stopAll(a);
    // Deleting the account leaves no push record behind.
    const pushes = () =>
      t.database.db.select().from(adPushes).where(eq(adPushes.userId, free.userId));
    expect(await pushes()).toHaveLength(2);
    const deleted = await call(signedIn.json(), "DELETE", "/api/v1/delete/profile");
    expect(deleted.statusCode).toBe(200);
    expect(await pushes()).toHaveLength(0);
  });

  it("sends nothing to members who paid, to admins, or when no ad is for them", async () => {
    const a = await admin();
    await stopAll(a);
    await createAd(a, { target: "free" });
    const trust = await createMember(t.app, { db: t.database.db, plan: "Trust" });
    const adminSocket = connect(a.token);
    expect(await nextAd(connect(trust.token), 1_500)).toBe("none");
    expect(await nextAd(adminSocket, 100)).toBe("none");
    await stopAll(a);
    await createAd(a, { target: "visitors" });
    const free = await createMember(t.app);
    expect(await nextAd(connect(free.token), 1_500)).toBe("none");
    await stopAll(a);
  });
});

// Two nodes share the database and Redis only with DATABASE_URL and REDIS_URL (CI sets both).
const cluster = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!cluster)("two API nodes (skipped without DATABASE_URL and REDIS_URL)", () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createTestApp({ sameAs: t, env: { AD_PUSH_DELAY_SECONDS: "1" } });
    await b.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => b?.close());

  it("one push for a session open on both nodes, reaching each transport on each node", async () => {
    const a = await admin();
    await stopAll(a);
    const ad = await createAd(a, { target: "free" });
    const free = await createMember(t.app);
    const onB = phoenixSocket(b, free.token).channel(`pub${free.userId}`, { token: free.token });
    const overB: AdEvent[] = [];
    onB.on("ad", (payload: AdEvent) => {
      overB.push(payload);
    });
    expect((await join(onB)).status).toBe("ok");
    const onA = connect(free.token);
    const overA: AdEvent[] = [];
    onA.on("ad", (payload: AdEvent) => overA.push(payload));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // Both nodes had a connection join, each set a timer; the database let one of them push.
    expect(overA.map((e) => e.ad.id)).toEqual([ad.id]);
    expect(overB.map((e) => e.ad.id)).toEqual([ad.id]);
    await stopAll(a);
  });

  it("node B pushes an ad started on node A at once, though B had just found none", async () => {
    const a = await admin();
    await stopAll(a);
    // Past what either node kept: B's push asks, finds no ad and keeps that answer (the
    // app's clock stands still here).
    t.clock.advance(rules.ads.runningCacheMs);
    const first = await createMember(t.app);
    expect(await nextAd(connect(first.token, b), 2_500)).toBe("none");
    const ad = await createAd(a, { target: "free" });
    const second = await createMember(t.app);
    const got = await nextAd(connect(second.token, b), 3_000);
    expect(got === "none" ? got : got.ad.id).toBe(ad.id);
    await stopAll(a);
  });

  it("node B pushes nothing to a member who has just paid on node A", async () => {
    const a = await admin();
    await stopAll(a);
    await createAd(a, { target: "free" });
    const m = await createMember(t.app);
    const order = await call(m, "GET", "/api/v1/order?amount=49900");
    const paid = await call(null, "POST", `/api/v1/testpay/${order.json().order_id}`, {
      outcome: "success",
    });
    const confirmed = await call(m, "POST", "/api/v1/payments/", {
      payment: { payment_id: paid.json().data.payment_id, amount: 49900 },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await nextAd(connect(m.token, b), 2_500)).toBe("none");
    // A Free member on B does get it, so the "none" above is the plan, not a silent node.
    const free = await createMember(t.app);
    expect(await nextAd(connect(free.token, b), 2_500)).not.toBe("none");
    await stopAll(a);
  });
});

describe("whether any ad runs, as the pushes ask it", () => {
  it("is remembered a few seconds, and forgotten at once when an admin changes an ad", async () => {
    const clock = { now: new Date(t.clock.now) };
    const repo = createAdsRepository({ db: t.database.db });
    const service = createAdsService({
      ads: repo,
      files: createDiskStore(t.filesDir),
      clock: () => clock.now,
      secret: "x".repeat(32),
      running: await createSharedCache({
        channel: "test-ads-changed",
        ttlMs: rules.ads.runningCacheMs,
        maxEntries: 1,
      }),
    });
    const a = await admin();
    await stopAll(a);
    expect(await service.anyRunning()).toBe(false);

    // Created through this node's service: seen at once.
    const shown = await service.create(adBody());
    expect(await service.anyRunning()).toBe(true);
    await service.stop(shown.id);
    expect(await service.anyRunning()).toBe(false);

    // Created elsewhere (another node, here the API): seen once the memory is older than 5 s.
    await createAd(a, { starts_at: at(-hour) });
    expect(await service.anyRunning()).toBe(false);
    clock.now = new Date(clock.now.getTime() + rules.ads.runningCacheMs);
    expect(await service.anyRunning()).toBe(true);
    await stopAll(a);
  });
});
