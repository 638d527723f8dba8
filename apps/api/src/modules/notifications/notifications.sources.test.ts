import { planPrices, toPaise } from "@sagpan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uuidv7 } from "../../lib/ids.ts";
import { caller } from "../../test/connections.ts";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { makeAdmin, uploadDoc } from "../../test/trust-factories.ts";
import { subscriptions } from "../plans/subscriptions.table.ts";

// The app's own news (no other member behind it): each made where the event happens.
let t: TestApp;
let admin: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t.app);
  await makeAdmin(t.database.db, admin.userId);
});
afterAll(() => t.close());

const centre = async (m: { token: string }) =>
  (await caller(t.app, m.token)("GET", "/api/v1/notifications")).json();

describe("notifications the app itself sends", () => {
  it("tells a member their document was verified, or not", async () => {
    const m = await createMember(t.app);
    for (const [type, action] of [
      ["JobID", { action: "approve" }],
      ["GovID", { action: "reject", reason: "The photo is blurred" }],
    ] as const) {
      const doc = (await uploadDoc(t.app, m.token, type)).json().data;
      const res = await caller(t.app, admin.token)(
        "POST",
        `/api/v1/admin/documents/${doc.id}/decision`,
        action,
      );
      expect(res.statusCode).toBe(200);
      t.clock.advance(1000);
    }
    const list = await centre(m);
    expect(list.unread).toBe(2);
    expect(list.data).toMatchObject([
      { kind: "document_rejected", actor: null, data: { document: "GovID" } },
      { kind: "document_approved", actor: null, data: { document: "JobID" } },
    ]);
  });

  it("tells a member their plan started", async () => {
    const m = await createMember(t.app);
    const order = await t.app.inject({
      url: "/api/v1/order?amount=49900",
      headers: bearer(m.token),
    });
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/v1/testpay/${order.json().order_id}`,
      payload: { outcome: "success" },
    });
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/",
      headers: bearer(m.token),
      payload: { payment: { payment_id: paid.json().data.payment_id, amount: 49900 } },
    });
    expect(confirmed.statusCode).toBe(200);
    const [first] = (await centre(m)).data;
    expect(first).toMatchObject({ kind: "plan_activated", actor: null, data: { plan: "Belief" } });
    expect(Date.parse(first.data.ends_at)).toBeGreaterThan(Date.now());
  });

  it("tells a member once that their plan ends in a week", async () => {
    const m = await createMember(t.app);
    const endsAt = new Date(Date.now() + 3 * 86_400_000);
    await t.database.db.insert(subscriptions).values({
      id: uuidv7(),
      userId: m.userId,
      plan: "Trust",
      period: "monthly",
      amountPaise: toPaise(planPrices.Trust.monthly),
      startsAt: new Date(Date.now() - 20 * 86_400_000),
      endsAt,
    });
    for (let run = 0; run < 2; run++) {
      await t.app.jobs.send("plans.expiry-reminders", {});
      await t.jobsDone();
    }
    expect((await centre(m)).data).toEqual([
      expect.objectContaining({
        kind: "plan_expiring",
        data: { plan: "Trust", ends_at: endsAt.toISOString() },
      }),
    ]);
  });

  it("tells of a visit once a day: who, to a paying member; only that someone looked, to a Free one", async () => {
    const paying = await createMember(t.app, {
      db: t.database.db,
      plan: "Belief",
      body: { name: "Krupa", gender: "female" },
    });
    const free = await createMember(t.app, { body: { name: "Hetal", gender: "female" } });
    const viewer = await createMember(t.app, { body: { name: "Rohan", gender: "male" } });
    for (const m of [paying, free, paying]) {
      const res = await caller(t.app, viewer.token)("GET", `/api/v1/profiles/${m.userId}`);
      expect(res.statusCode).toBe(200);
      await t.app.visitsWritten();
    }
    expect((await centre(paying)).data).toEqual([
      expect.objectContaining({
        kind: "profile_viewed",
        actor: expect.objectContaining({ id: viewer.userId }),
      }),
    ]);
    expect((await centre(free)).data).toEqual([
      expect.objectContaining({ kind: "profile_viewed", actor: null, data: {} }),
    ]);
  });
});
