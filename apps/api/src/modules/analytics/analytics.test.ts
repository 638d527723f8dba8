import { type AnalyticsReport, planPrices, toPaise } from "@sagpan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uuidv7 } from "../../lib/ids.ts";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { makeAdmin } from "../../test/trust-factories.ts";
import { users } from "../accounts/accounts.table.ts";
import { interests } from "../interests/interests.table.ts";
import { chatThreads, messages } from "../messages/messages.table.ts";
import { paymentOrders, payments } from "../payments/payments.table.ts";
import { daysBetween, storedRoute } from "./analytics.repository.ts";
import { analyticsEvents } from "./analytics.table.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createMember>>;
let member: Awaited<ReturnType<typeof createMember>>;

// 23:59 on 10 January and 00:01 on 11 January, India time: one minute apart, two days.
const LATE_10 = new Date("2026-01-10T18:29:00Z");
const EARLY_11 = new Date("2026-01-10T18:31:00Z");
const NOON_12 = new Date("2026-01-12T06:30:00Z");
const OUTSIDE = new Date("2026-01-13T06:30:00Z");

const event = (at: Date, type: string, path: string, name?: string, value?: number) => ({
  id: uuidv7(),
  at,
  type,
  path,
  name: name ?? null,
  value: value ?? null,
  lang: "en",
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await createMember(t.app);
  member = await createMember(t.app);
  await makeAdmin(db, admin.userId);
  await db.update(users).set({ createdAt: LATE_10 }).where(eq(users.id, admin.userId));
  await db.update(users).set({ createdAt: EARLY_11 }).where(eq(users.id, member.userId));
  await db.insert(analyticsEvents).values([
    event(LATE_10, "page_view", "/login"),
    event(EARLY_11, "page_view", "/login"),
    event(EARLY_11, "page_view", "/blog/:id"),
    event(NOON_12, "page_view", "/login"),
    event(OUTSIDE, "page_view", "/login"),
    event(NOON_12, "assistant", "/profile", "answered"),
    // LCP on /login: 100..500 → p75 = 400 exactly; CLS on /: 1,2,3,4 (×0.01) → 0.0325.
    ...[100, 200, 300, 400, 500].map((v) => event(EARLY_11, "web_vital", "/login", "LCP", v)),
    ...[0.01, 0.02, 0.03, 0.04].map((v) => event(NOON_12, "web_vital", "/", "CLS", v)),
    event(OUTSIDE, "web_vital", "/login", "LCP", 99_999),
  ]);
  await db.insert(interests).values({
    id: uuidv7(),
    fromId: member.userId,
    toId: admin.userId,
    createdAt: NOON_12,
  });
  const threadId = uuidv7();
  const [low, high] = [admin.userId, member.userId].sort() as [string, string];
  await db
    .insert(chatThreads)
    .values({ id: threadId, userLow: low, userHigh: high, createdAt: LATE_10 });
  await db.insert(messages).values(
    [LATE_10, LATE_10, NOON_12].map((at) => ({
      id: uuidv7(),
      threadId,
      fromId: member.userId,
      toId: admin.userId,
      body: "hello",
      createdAt: at,
    })),
  );
  const orderId = uuidv7();
  await db.insert(paymentOrders).values({
    id: orderId,
    userId: member.userId,
    provider: "test",
    providerOrderId: `order_${orderId}`,
    amount: toPaise(planPrices.Belief.monthly),
    plan: "Belief",
    period: "monthly",
    status: "paid",
  });
  await db.insert(payments).values({
    id: uuidv7(),
    paymentId: `pay_${orderId}`,
    orderId,
    userId: member.userId,
    provider: "test",
    amount: toPaise(planPrices.Belief.monthly),
    status: "captured",
    source: "client",
    subscriptionId: uuidv7(),
    createdAt: EARLY_11,
  });
});

afterAll(async () => {
  await t.close();
});

const report = (query: string, token = admin.token) =>
  t.app.inject({ url: `/api/v1/admin/analytics?${query}`, headers: bearer(token) });

describe("the admin analytics report", () => {
  it("counts each India day's page views, sign-ups, interests, chats, payments and assistant use", async () => {
    const res = await report("from=2026-01-10&to=2026-01-12");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AnalyticsReport;
    expect(body.days).toEqual([
      {
        day: "2026-01-10",
        page_views: 1,
        sign_ups: 1,
        interests: 0,
        chats: 2,
        payments: 0,
        assistant: 0,
      },
      {
        day: "2026-01-11",
        page_views: 2,
        sign_ups: 1,
        interests: 0,
        chats: 0,
        payments: 1,
        assistant: 0,
      },
      {
        day: "2026-01-12",
        page_views: 1,
        sign_ups: 0,
        interests: 1,
        chats: 1,
        payments: 0,
        assistant: 1,
      },
    ]);
    expect(body.routes).toEqual([
      { route: "/login", views: 3 },
      { route: "/blog/:id", views: 1 },
    ]);
  });

  it("gives the 75th percentile of each vital per route, interpolated like PostgreSQL's percentile_cont", async () => {
    const body = (await report("from=2026-01-10&to=2026-01-12")).json() as AnalyticsReport;
    expect(body.vitals).toHaveLength(2);
    const cls = body.vitals.find((v) => v.route === "/" && v.name === "CLS");
    expect(cls?.p75).toBeCloseTo(0.0325, 5);
    expect(cls?.samples).toBe(4);
    // The 99,999 ms sample falls on 13 January, outside the range.
    expect(body.vitals.find((v) => v.route === "/login")).toMatchObject({
      name: "LCP",
      p75: 400,
      samples: 5,
    });
  });

  it("fills a range with no data with zero days", async () => {
    const body = (await report("from=2025-03-01&to=2025-03-07")).json() as AnalyticsReport;
    expect(body.days).toHaveLength(7);
    expect(body.days.every((d) => d.page_views === 0 && d.sign_ups === 0)).toBe(true);
    expect(body.routes).toEqual([]);
  });

  it.each([
    ["from=2026-01-12&to=2026-01-10", "to"],
    ["from=2024-01-01&to=2026-01-10", "to"],
    ["from=2026-02-30&to=2026-03-01", "from"],
    ["from=yesterday&to=2026-01-10", "from"],
    ["to=2026-01-10", "from"],
  ])("refuses the range %s with 400 request.invalid naming %s", async (query, field) => {
    const res = await report(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("request.invalid");
    expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
  });

  it("is for admins only: 401 for a visitor, 403 admin.required for a member", async () => {
    const visitor = await t.app.inject({
      url: "/api/v1/admin/analytics?from=2026-01-10&to=2026-01-12",
    });
    expect(visitor.statusCode).toBe(401);
    const res = await report("from=2026-01-10&to=2026-01-12", member.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("admin.required");
  });
});

describe("recording page views and vitals", () => {
  const send = (events: unknown[]) =>
    t.app.inject({ method: "POST", url: "/api/v1/analytics", payload: { events } });

  it("keeps route patterns only: an address with an email or capitals is refused", async () => {
    for (const path of ["/profile/a@b.in", "/Profiles", "/profiles?q=x", "profiles"]) {
      const res = await send([{ type: "page_view", path }]);
      expect(res.statusCode, path).toBe(400);
    }
  });

  it("refuses a vital without its value and an unknown vital name", async () => {
    expect((await send([{ type: "web_vital", path: "/", name: "LCP" }])).statusCode).toBe(400);
    expect((await send([{ type: "web_vital", path: "/", name: "FID", value: 3 }])).statusCode).toBe(
      400,
    );
    expect((await send([{ type: "page_view", path: "/", lang: "fr" }])).statusCode).toBe(400);
  });

  it("stores a segment with digits as :id, so one page stays one row", async () => {
    expect(storedRoute("/blog/42")).toBe("/blog/:id");
    expect(storedRoute("/profile/:pid")).toBe("/profile/:pid");
    expect(storedRoute("/upload/job/doc")).toBe("/upload/job/doc");
    const res = await send([{ type: "page_view", path: "/blog/0193abc-42", lang: "gu" }]);
    expect(res.statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.path, "/blog/:id"));
    expect(rows.some((r) => r.lang === "gu")).toBe(true);
  });

  it("lists every day of a range, month ends included", () => {
    expect(daysBetween("2026-02-27", "2026-03-02")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });
});
