import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uuidv7 } from "../lib/ids.ts";
import { createLinkSigner } from "../lib/signed-links.ts";
import { blogs } from "../modules/blogs/blogs.table.ts";
import { memberPayLink } from "../modules/payments/member-link.ts";
import { phoneMp4 } from "../modules/videos/mp4-fixtures.ts";
import { createMember } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { makeAdmin } from "../test/trust-factories.ts";
import { expectData, expectStatus, expectTopLevel, specCaller, specUpload } from "./spec-calls.ts";

// Spec section 7: Payments and Other, then what holds for every call: each path works with
// and without a trailing slash, and a path we do not serve answers the JSON 404.

let t: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;
let a: Member;
let b: Member;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 100_000 });
  a = await createMember(t.app, {
    body: { gender: "male", name: "Mehul", birthdate: "1994-02-10" },
  });
  b = await createMember(t.app);
});
afterAll(() => t.close());

const as = (m?: Member) => specCaller(t.app, m?.token);
const BELIEF_MONTHLY = 49_900;

/** The built-in test checkout pays an order, as Razorpay's would. */
const pay = async (orderId: string) =>
  (
    await t.app.inject({
      method: "POST",
      url: `/api/v1/testpay/${orderId}`,
      payload: { outcome: "success" },
    })
  ).json().data.payment_id as string;

describe("spec 7, Payments (both return an order id)", () => {
  it("GET /api/v1/order?amount={n}: id, amount and currency at the top level", async () => {
    const res = await as(a)("GET", `/api/v1/order?amount=${BELIEF_MONTHLY}`);
    expectStatus(res, 200);
    expectTopLevel(res.json(), ["id", "amount", "currency"]);
    expect(res.json()).toMatchObject({ amount: BELIEF_MONTHLY, currency: "INR" });
    expect(res.json()).not.toHaveProperty("data");
  });

  // Sagpan's /member link adds its signed token (issue 21: nobody learns who has an account).
  const tokenFor = (m: Member) =>
    new URL(
      memberPayLink(
        createLinkSigner(t.config.jwtSecret),
        t.config.publicUrl,
        { id: m.userId, email: m.email },
        t.clock.now,
      ),
    ).searchParams.get("token") ?? "";

  it("GET /api/v2/order?amount={n}&email={email}: the same", async () => {
    const res = await as()(
      "GET",
      `/api/v2/order?amount=${BELIEF_MONTHLY}&email=${encodeURIComponent(b.email)}&token=${tokenFor(b)}`,
    );
    expectStatus(res, 200);
    expectTopLevel(res.json(), ["id", "amount", "currency"]);
  });

  it("POST /api/v1/payments/ {payment:{payment_id,amount}}: only for my own order", async () => {
    const order = (await as(a)("GET", `/api/v1/order?amount=${BELIEF_MONTHLY}`)).json();
    const paymentId = await pay(order.id);
    const body = { payment: { payment_id: paymentId, amount: BELIEF_MONTHLY } };
    expect((await as(b)("POST", "/api/v1/payments/", body)).statusCode).toBeGreaterThanOrEqual(400);
    const res = await as(a)("POST", "/api/v1/payments/", body);
    expectStatus(res, 200);
    expect(res.json().data.myplan).toBe("Belief");
  });

  it("POST /api/v2/payments/ {payment:{payment_id,amount,email}}", async () => {
    const m = await createMember(t.app);
    const order = (
      await as()(
        "GET",
        `/api/v2/order?amount=${BELIEF_MONTHLY}&email=${encodeURIComponent(m.email)}&token=${tokenFor(m)}`,
      )
    ).json();
    const paymentId = await pay(order.id);
    const res = await as()("POST", "/api/v2/payments/", {
      payment: {
        payment_id: paymentId,
        amount: BELIEF_MONTHLY,
        email: m.email,
        token: tokenFor(m),
      },
    });
    expectStatus(res, 200);
    expect(res.json().data.myplan).toBe("Belief");
  });
});

describe("spec 7, Other", () => {
  it("GET /api/v1/legal, GET /api/v2/ab (keyed text overrides), GET /api/v1/keys", async () => {
    for (const url of ["/api/v1/legal", "/api/v2/ab", "/api/v1/keys"]) {
      const res = await as()("GET", url);
      expectStatus(res, 200);
      expectData(res.json());
    }
  });

  it("GET /api/v1/blogs (data.data) and GET /api/v1/blog/{id}", async () => {
    const id = uuidv7();
    await t.database.db.insert(blogs).values({
      id,
      title: "Kundli basics",
      summary: "s",
      content: "c",
      publishedAt: new Date("2026-01-01"),
    });
    const list = await as()("GET", "/api/v1/blogs");
    expectStatus(list, 200);
    expectData(list.json(), ["id", "title"]);
    const one = await as()("GET", `/api/v1/blog/${id}`);
    expectStatus(one, 200);
    expectData(one.json(), ["id", "title", "content"]);
  });

  it("POST /api/v1/score/up {to,context}", async () => {
    const res = await as(a)("POST", "/api/v1/score/up", { to: b.userId, context: "profile_page" });
    expectStatus(res, 200);
  });

  it("POST /api/v1/videointro (multipart); GET /api/v1/videointro; DELETE /api/v1/videointro/1 (mine only)", async () => {
    for (const m of [a, b]) {
      const up = await specUpload(t.app, m.token, "/api/v1/videointro", [
        { name: "intro.mp4", bytes: phoneMp4(), field: "img_upload" },
      ]);
      expectStatus(up, 201);
      expectData(up.json(), ["url"]);
    }
    expectStatus(await as(a)("DELETE", "/api/v1/videointro/1"), 200);
    expect((await as(a)("GET", "/api/v1/videointro")).json().data).toBeNull();
    // a's delete never reaches b's video.
    const hers = await as(b)("GET", "/api/v1/videointro");
    expectStatus(hers, 200);
    expectData(hers.json(), ["url"]);
  });

  it("GET /api/v1/apps: a store's link and minimum version, null when not configured", async () => {
    const res = await as()("GET", "/api/v1/apps");
    expectStatus(res, 200);
    expectData(res.json(), ["android", "ios"]);
  });

  it("GET /api/v1/features (response data.data): the showcase's cards in both languages", async () => {
    const res = await as()("GET", "/api/v1/features/");
    expectStatus(res, 200);
    const cards = res.json().data;
    expect(cards.length).toBeGreaterThan(0);
    expect(Object.keys(cards[0])).toEqual(
      expect.arrayContaining(["id", "title_en", "title_gu", "body_en", "body_gu"]),
    );
  });

  it("POST /api/v1/leads {lead}: an advertiser's request is taken; a bad one names its field", async () => {
    const lead = {
      name: "Jignesh Patel",
      business: "Patel Jewellers",
      phone: "98250 12345",
      email: "jignesh@example.in",
      message: "We would like to advertise our wedding jewellery.",
      consent: true,
    };
    const res = await as()("POST", "/api/v1/leads", { lead });
    expectStatus(res, 201);
    expectData(res.json(), ["id"]);
    const bad = await as()("POST", "/api/v1/leads/", { lead: { ...lead, email: "not-mail" } });
    expectStatus(bad, 400);
    expect(Object.keys(bad.json().error.fields ?? {})).toContain("lead.email");
  });

  it("GET /api/v1/migrate?pid={id}&usergroup={group}: admins only, moves the profile", async () => {
    const member = await as(a)("GET", `/api/v1/migrate?pid=${b.userId}&usergroup=`);
    expectStatus(member, 403);
    const admin = await createMember(t.app);
    await makeAdmin(t.database.db, admin.userId);
    const group = { code: "surat", name_en: "Surat", name_gu: "સુરત" };
    expect((await as(admin)("POST", "/api/v1/admin/groups", group)).statusCode).toBeLessThan(300);
    const moved = await as(admin)("GET", `/api/v1/migrate?pid=${b.userId}&usergroup=surat`);
    expectStatus(moved, 200);
    expect(moved.json().data).toMatchObject({ pid: b.userId, usergroup: "surat" });
  });

  it("GET /api/v1/ad/test (response data.data): an ad with the spec's fields, to a Free member", async () => {
    const admin = await createMember(t.app);
    await makeAdmin(t.database.db, admin.userId);
    const hour = 60 * 60 * 1000;
    const ad = {
      title: "Shree Jewellers",
      description: "Wedding sets for every family",
      price: "From Rs 25,000",
      advertiser_name: "Shree Jewellers, Anand",
      advertiser_contact: "+91 98250 00000",
      status: "delayed",
      target: "all",
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + hour).toISOString(),
    };
    const created = await as(admin)("POST", "/api/v1/admin/ads", { ad });
    expectStatus(created, 201);
    try {
      const res = await as(b)("GET", "/api/v1/ad/test/");
      expectStatus(res, 200);
      expectData(res.json(), [
        "title",
        "description",
        "image_url",
        "price",
        "advertiser_name",
        "advertiser_contact",
        "status",
      ]);
      expect(res.json().data).toMatchObject({ title: "Shree Jewellers", status: "delayed" });
    } finally {
      await as(admin)("POST", `/api/v1/admin/ads/${created.json().data.id}/stop`);
    }
  });

  it("POST /api/v1/google/people {body}: without GOOGLE_CLIENT_ID, a clear 404, not a sign-in", async () => {
    const res = await as()("POST", "/api/v1/google/people", { credential: "x.y.z" });
    expectStatus(res, 404);
    expect(res.json().error.code).toBe("google.disabled");
  });
});

describe("every call", () => {
  /** Each documented route, as OpenAPI lists it, with its parameters filled in. */
  const routes = () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    return Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ["get", "post", "put", "delete", "patch"].includes(m))
        .map((method) => ({
          method: method.toUpperCase(),
          // A value the handler finds, where "not found" is its own answer (avatars' 404).
          path: path.replace("{file}", "blog-3.svg").replace(/\{[^}]+\}/g, "x"),
        })),
    );
  };

  it("works with and without the trailing slash", async () => {
    const list = routes();
    expect(list.length).toBeGreaterThan(60);
    const unmatched: string[] = [];
    for (const { method, path } of list) {
      const other = path.endsWith("/") ? path.replace(/\/+$/, "") : `${path}/`;
      for (const url of [path, other]) {
        const res = await t.app.inject({ method: method as "GET", url });
        if (res.statusCode === 404 && res.json().error?.code === "request.not_found") {
          unmatched.push(`${method} ${url}`);
        }
      }
    }
    expect(unmatched).toEqual([]);
  });

  it("answers an unknown path with the JSON 404 in the error shape, never the app", async () => {
    for (const headers of [{}, { accept: "application/json" }, { accept: "text/html" }]) {
      const res = await t.app.inject({ url: "/api/v1/spec/nothing", headers });
      expectStatus(res, 404);
      expect(res.json()).toEqual({
        error: { code: "request.not_found", message: expect.any(String) },
      });
    }
    const page = await t.app.inject({ url: "/socket/longpoll", headers: { accept: "*/*" } });
    expectStatus(page, 404);
    expect(page.json().error.code).toBe("request.not_found");
  });
});
