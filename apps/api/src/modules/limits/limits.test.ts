import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, signUpBody } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createAdmin } from "../../test/trust-factories.ts";

// Limits that fit a community (issue 21 item 7; docs/security.md). `setup` makes members
// without limits; `t`, a node of the same deployment, holds small ones so the tests reach them.
let setup: TestApp;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
// The admin's own calls in this file stay well under the member allowance.
const PER_MEMBER = 30;
// Room for the sign-up tests' bursts from one address (they test the sign-up limit).
const PER_ADDRESS = 12;

beforeAll(async () => {
  setup = await createTestApp();
  t = await createTestApp({
    sameAs: setup,
    rateLimit: { perMember: PER_MEMBER, perAddress: PER_ADDRESS },
    signUpsPerAddressPerHour: 3,
    signUpsPerAddress: 5,
  });
  admin = await createAdmin(setup);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await setup?.close();
});

const HOUR = 60 * 60 * 1000;
const call = (ip: string, token?: string, url = "/api/v1/legal") =>
  t.app.inject({ url, remoteAddress: ip, headers: token ? bearer(token) : {} });
const codes = async (n: number, make: () => Promise<{ statusCode: number }>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await make()).statusCode);
  return out;
};
const asAdmin = (method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(admin.token), payload: payload as object });
const lift = (address: string, note = "Samaj hall, Diwali sneh milan") =>
  asAdmin("POST", "/api/v1/admin/address_allowances", { allowance: { address, note } });
const signUp = (ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/sign_up",
    payload: signUpBody(),
    remoteAddress: ip,
  });

describe("signed-in calls count per member, anonymous ones per address", () => {
  it("gives each member behind one address an allowance of their own", async () => {
    const hall = "198.51.100.10";
    const [a, b] = [
      await createMember(setup.app, { essentials: false }),
      await createMember(setup.app, { essentials: false }),
    ];
    expect(await codes(PER_MEMBER + 1, () => call(hall, a.token))).toEqual([
      ...Array(PER_MEMBER).fill(200),
      429,
    ]);
    // Krupa's allowance is spent; Rohan's, and the address's anonymous one, are untouched.
    expect(await codes(PER_MEMBER, () => call(hall, b.token))).toEqual(Array(PER_MEMBER).fill(200));
    expect(await codes(PER_ADDRESS, () => call(hall))).toEqual(Array(PER_ADDRESS).fill(200));
    const refused = await call(hall);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: "request.rate_limited",
        message: "Too many requests. Please wait and try again",
      },
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // A member signing in there now still gets through: members never count by address.
    const c = await createMember(setup.app, { essentials: false });
    expect((await call(hall, c.token)).statusCode).toBe(200);
  });

  it("counts a forged token by address, not as a member", async () => {
    const ip = "198.51.100.11";
    expect(await codes(PER_ADDRESS + 1, () => call(ip, "not.a.token"))).toEqual([
      ...Array(PER_ADDRESS).fill(200),
      429,
    ]);
  });

  it("counts an IPv6 network as one address (a phone takes any address of its /64)", async () => {
    const replies = await codes(PER_ADDRESS + 1, async () => {
      const host = Math.floor(Math.random() * 0xffff).toString(16);
      return call(`2001:db8:7:1::${host}`);
    });
    expect(replies.at(-1)).toBe(429);
    expect((await call("2001:db8:7:2::1")).statusCode).toBe(200);
  });

  it("holds photos to the member their URL was signed for, not to the hall's address", async () => {
    // Six file requests of one address for two members: each counts against its `m`.
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    for (const m of ids) {
      const replies = await codes(PER_ADDRESS + 1, () =>
        t.app.inject({
          url: `/api/v1/files/pics/${crypto.randomUUID()}/small.webp?m=${m}&s=x`,
          remoteAddress: "198.51.100.12",
        }),
      );
      // A wrong signature is a 404, never a 429 at this count (3,000 a minute per member).
      expect(new Set(replies)).toEqual(new Set([404]));
    }
  });
});

describe("sign-ups per address", () => {
  it("stops a script at the hour's allowance, and another address still signs up", async () => {
    const replies = await Promise.all(Array.from({ length: 10 }, () => signUp("203.0.113.40")));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((c) => c === 201)).toHaveLength(3);
    expect(statuses.filter((c) => c === 429)).toHaveLength(7);
    expect(replies.find((r) => r.statusCode === 429)?.json().error.code).toBe(
      "auth.too_many_sign_ups",
    );
    expect((await signUp("203.0.113.41")).statusCode).toBe(201);
  });

  it("holds the day's allowance across hours", async () => {
    const ip = "203.0.113.42";
    for (let i = 0; i < 3; i++) expect((await signUp(ip)).statusCode).toBe(201);
    expect((await signUp(ip)).statusCode).toBe(429);
    t.clock.advance(2 * HOUR);
    for (let i = 0; i < 2; i++) expect((await signUp(ip)).statusCode).toBe(201);
    // Five today: the hour's allowance is back but the day's is spent.
    expect((await signUp(ip)).statusCode).toBe(429);
  });
});

describe("an admin lifts an address for a day", () => {
  it("lets the address's anonymous calls and sign-ups through for 24 hours, then holds them again", async () => {
    const hall = "192.0.2.50";
    expect(await codes(PER_ADDRESS + 1, () => call(hall))).toContain(429);
    const lifted = await lift(hall);
    expect(lifted.statusCode).toBe(201);
    const allowance = lifted.json().data;
    expect(allowance).toMatchObject({
      address: hall,
      note: "Samaj hall, Diwali sneh milan",
      lifted_by: { id: admin.userId, name: "Krupa" },
    });
    expect(Date.parse(allowance.until) - Date.parse(allowance.lifted_at)).toBe(24 * HOUR);
    expect(await codes(20, () => call(hall))).toEqual(Array(20).fill(200));
    for (let i = 0; i < 8; i++) expect((await signUp(hall)).statusCode).toBe(201);
    // Another address is held as before; members keep their own limits.
    expect(await codes(PER_ADDRESS + 1, () => call("192.0.2.51"))).toContain(429);

    const list = (await asAdmin("GET", "/api/v1/admin/address_allowances")).json().data;
    expect(list.map((a: { address: string }) => a.address)).toContain(hall);
    const audit = (await asAdmin("GET", "/api/v1/admin/audit?action=limits.lift")).json().data;
    expect(audit[0]).toMatchObject({ action: "limits.lift", target: hall });

    t.clock.advance(24 * HOUR + 1);
    expect((await asAdmin("GET", "/api/v1/admin/address_allowances")).json().data).toEqual([]);
    expect(await codes(PER_ADDRESS + 1, () => call(hall))).toContain(429);
  });

  it("ends a lift early; ending one not in force is a 404", async () => {
    const hall = "192.0.2.60";
    expect((await lift(hall)).statusCode).toBe(201);
    expect(await codes(PER_ADDRESS + 2, () => call(hall))).toEqual(
      Array(PER_ADDRESS + 2).fill(200),
    );
    const ended = await asAdmin("DELETE", `/api/v1/admin/address_allowances?address=${hall}`);
    expect(ended.statusCode).toBe(200);
    // Calls made while lifted were not counted; from now on they are.
    expect(await codes(PER_ADDRESS + 1, () => call(hall))).toContain(429);
    const again = await asAdmin("DELETE", `/api/v1/admin/address_allowances?address=${hall}`);
    expect(again.statusCode).toBe(404);
    const audit = (await asAdmin("GET", "/api/v1/admin/audit?action=limits.end")).json().data;
    expect(audit[0]).toMatchObject({ action: "limits.end", target: hall });
  });

  it("lifts an IPv6 address's whole /64, shown as the network", async () => {
    const res = await lift("2001:DB8:9:4:aaaa::1");
    expect(res.json().data.address).toBe("2001:db8:9:4::/64");
    expect(await codes(PER_ADDRESS + 2, () => call("2001:db8:9:4::77"))).toEqual(
      Array(PER_ADDRESS + 2).fill(200),
    );
    const ended = await asAdmin(
      "DELETE",
      `/api/v1/admin/address_allowances?address=${encodeURIComponent("2001:db8:9:4::/64")}`,
    );
    expect(ended.statusCode).toBe(200);
  });

  it("refuses what is not an address, and anyone but an admin", async () => {
    for (const address of ["", "hall wifi", "300.1.2.3", "192.0.2.0/24"]) {
      const res = await lift(address);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("request.invalid");
    }
    expect((await lift("192.0.2.70", "")).statusCode).toBe(400);
    const member = await createMember(setup.app, { essentials: false });
    for (const [method, url] of [
      ["GET", "/api/v1/admin/address_allowances"],
      ["POST", "/api/v1/admin/address_allowances"],
      ["DELETE", "/api/v1/admin/address_allowances?address=192.0.2.70"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(member.token),
        payload:
          method === "POST" ? { allowance: { address: "192.0.2.70", note: "x" } } : undefined,
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: "/api/v1/admin/address_allowances" })).statusCode).toBe(401);
  });
});
