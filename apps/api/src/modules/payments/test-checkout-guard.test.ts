import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Issue 11, item 7: the built-in test checkout hands out plans for free, so production runs it
// only when PAYMENTS=test says so, and never beside Razorpay.
const base = { JWT_SECRET: "x".repeat(32), NODE_ENV: "production" };
const keys = { RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "secret" };

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err.message.split("\n").slice(1);
    throw err;
  }
  return null;
};

describe("payments configuration", () => {
  it("production without Razorpay keys refuses to start, with one line", () => {
    expect(refusal({})).toEqual([
      "  PAYMENTS: production needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET; set PAYMENTS=test to run the free test checkout knowingly",
    ]);
  });

  it("production starts with the keys (Razorpay) or with PAYMENTS=test (the test checkout)", () => {
    expect(loadConfig({ ...base, ...keys }).payments).toBe("razorpay");
    expect(loadConfig({ ...base, PAYMENTS: "test" }).payments).toBe("test");
    // Development keeps the test checkout without being asked.
    expect(loadConfig({ JWT_SECRET: base.JWT_SECRET }).payments).toBe("test");
  });

  it("refuses half a key pair, and a test checkout beside Razorpay keys", () => {
    expect(refusal({ RAZORPAY_KEY_ID: "rzp_live_x", PAYMENTS: "test" })).toEqual([
      "  RAZORPAY_KEY_SECRET: is required with RAZORPAY_KEY_ID",
    ]);
    expect(refusal({ ...keys, PAYMENTS: "test" })).toEqual([
      "  PAYMENTS: is test, but the Razorpay keys are set; unset one or the other",
    ]);
    expect(refusal({ PAYMENTS: "razorpay" })).toEqual([
      "  PAYMENTS: razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET",
    ]);
    expect(refusal({ PAYMENTS: "free" })?.[0]).toContain("PAYMENTS: must be razorpay or test");
  });
});

const testPay = (t: TestApp, orderId: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/testpay/${orderId}`,
    payload: { outcome: "success" },
  });

describe("the test checkout in production, with PAYMENTS=test", () => {
  let t: TestApp;
  let logs = "";
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on("data", (chunk) => {
      logs += chunk.toString();
    });
    t = await createTestApp({
      env: { NODE_ENV: "production", PAYMENTS: "test" },
      logStream: stream,
    });
  });
  afterAll(() => t?.close());

  it("is on, and the start logs a warning", async () => {
    expect(logs).toContain('"level":40');
    expect(logs).toContain("PAYMENTS=test: the built-in test checkout is on");
    const m = await createMember(t.app);
    const order = await t.app.inject({
      url: "/api/v1/order?amount=549900",
      headers: bearer(m.token),
    });
    expect((await testPay(t, order.json().order_id)).statusCode).toBe(200);
  });
});

describe("the test checkout in production, with Razorpay keys", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: "production", ...keys } });
  });
  afterAll(() => t?.close());

  it("is off: /testpay answers 404", async () => {
    const provider = await t.app.inject({ url: "/api/v1/keys" });
    expect(provider.json().data.payment_provider).toBe("razorpay");
    expect((await testPay(t, "order_anything")).statusCode).toBe(404);
  });
});
