import { signUpBodySchema } from "@sagpan/contract";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../test/connections.ts";
import { createMember } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { errorHandler } from "./error-handler.ts";

let t: TestApp;
let member: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t.app);
});
afterAll(() => t.close());

const as = () => caller(t.app, member.token);
const refusedCharacters = {
  error: {
    code: "request.invalid_characters",
    message: "The text contains a character that is not allowed. Please remove it and try again",
  },
};

describe("a NUL character", () => {
  it("is refused in a query string, a path parameter, a body value and a body key", async () => {
    const other = await createMember(t.app);
    const cases = [
      await as()("GET", "/api/v1/profiles?city=%00"),
      await as()("GET", "/api/v1/profiles?q=Patel%00"),
      await as()("GET", "/api/v1/profiles/abc%00def"),
      await as()("GET", "/api/v1/contacts?pid=%00"),
      await as()("POST", "/api/v1/message", {
        message: { to: other.userId, message: "Kem cho\u0000" },
      }),
      await as()("POST", "/api/v1/contacts", {
        contacts: [{ name: "Ra\u0000m", relation: "Father", phone: "9825012345" }],
      }),
      await as()("PUT", `/api/v1/profiles/${member.userId}`, {
        profile: { aboutme: "\u0000" },
      }),
      await as()("POST", "/api/v1/bookmarks", { bookmark: { to: other.userId }, "x\u0000": 1 }),
      await t.app.inject({
        method: "POST",
        url: "/api/v1/sign_in",
        payload: { email: "a@example.in", password: "secret\u0000" },
      }),
    ];
    expect(cases.map((res) => [res.statusCode, res.json()])).toEqual(
      cases.map(() => [400, refusedCharacters]),
    );
  });

  it("is refused by the contract's strings too, naming the field", () => {
    const parsed = signUpBodySchema.safeParse({
      email: "a@example.in",
      password: "secret123",
      name: "Kru\u0000pa",
      lastName: "Patel",
      gender: "female",
      birthdate: "1997-04-12",
      managed_by: "self",
      declaration: true,
      consent: true,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join("."))).toEqual(["name"]);
  });

  it("reaching the database anyway is a 400, not a 500", async () => {
    // A route without the hook: the database's own refusal goes through the error handler.
    const bare = Fastify({ logger: false });
    bare.setErrorHandler(errorHandler);
    bare.get("/echo", async () => t.database.db.execute(sql`select ${"a\u0000b"}::text as v`));
    const res = await bare.inject({ method: "GET", url: "/echo" });
    await bare.close();
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("request.invalid");
  });
});

describe("numbers and lengths", () => {
  it("refuses 1e308 in analytics with a 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/analytics",
      payload: { events: [{ type: "web_vital", path: "/", name: "LCP", value: 1e308 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("request.invalid");
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/v1/analytics",
      payload: { events: [{ type: "web_vital", path: "/", name: "LCP", value: 1834.5 }] },
    });
    expect(ok.statusCode).toBe(204);
  });

  it("answers an over-long path segment with 414 in the API's error shape", async () => {
    const res = await as()("GET", `/api/v1/profiles/${"a".repeat(500)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      error: { code: "request.uri_too_long", message: "The address is too long" },
    });
  });
});

describe("a birthdate on profile edit", () => {
  it("keeps the sign-up bounds: 1800 and under-age are refused, a real date is kept", async () => {
    const edit = (birthdate: string) =>
      as()("PUT", `/api/v1/profiles/${member.userId}`, { profile: { birthdate } });
    const old = await edit("1800-01-01");
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe("auth.underage");
    const young = await edit(`${new Date().getUTCFullYear() - 10}-01-01`);
    expect(young.json().error.code).toBe("auth.underage");
    expect((await edit("1995-08-15")).statusCode).toBe(200);
  });
});
