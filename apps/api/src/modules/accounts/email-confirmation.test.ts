import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rules } from "../../rules.ts";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { outbox } from "../mail/outbox.table.ts";

// Issue 21 item 4: a new account confirms its email by a mailed link before it contacts
// anyone (EMAIL_CONFIRMATION, on by default; the test harness turns it off elsewhere).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { EMAIL_CONFIRMATION: "on" } });
});
afterAll(() => t.close());

const call = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function mailedLink(email: string): Promise<string> {
  const mails = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, "confirm_email")))
    .orderBy(outbox.createdAt);
  const match = mails.at(-1)?.body.match(/(http\S+\/confirm-email\?token=)([\w.%-]+)/);
  if (!match?.[1] || !match[2]) throw new Error("no confirmation mail");
  expect(match[1]).toBe(`${t.config.publicUrl}/confirm-email?token=`);
  return decodeURIComponent(match[2]);
}
const confirm = (token: string) =>
  t.app.inject({ method: "PUT", url: "/api/v1/email/confirmation", payload: { token } });

const unconfirmed = {
  code: "auth.email_unconfirmed",
  message: "Confirm your email first: open the link we mailed you",
};

describe("email confirmation", () => {
  it("until the link is opened, interests, chat requests and messages answer 403", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app, { body: { gender: "male" } });
    expect((await call(a.token, "GET", "/api/v1/me")).json().data.emailConfirmed).toBe(false);
    for (const [url, payload] of [
      ["/api/v1/interests", { interest: { to: b.userId } }],
      ["/api/v1/chatrequests", { chat_request: { to: b.userId } }],
      ["/api/v1/message", { message: { to: b.userId, message: "Jay Shri Krishna" } }],
      ["/api/v1/photo_requests", { photo_request: { to: b.userId } }],
    ] as const) {
      const res = await call(a.token, "POST", url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toEqual(unconfirmed);
    }
    // Browsing and the profile stay open.
    expect((await call(a.token, "GET", "/api/v1/profiles")).statusCode).toBe(200);

    expect((await confirm(await mailedLink(a.email))).json()).toEqual({
      data: { confirmed: true },
    });
    expect((await call(a.token, "GET", "/api/v1/me")).json().data.emailConfirmed).toBe(true);
    const sent = await call(a.token, "POST", "/api/v1/interests", { interest: { to: b.userId } });
    expect(sent.statusCode).toBe(201);
  });

  it("a link confirms only the account it was mailed for; forged or expired links fail", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const link = await mailedLink(a.email);
    const [subject = "", exp = ""] = link.split(".");
    for (const bad of [`${subject}.${exp}.AAAA`, "not.a.token", `${link}x`]) {
      const res = await confirm(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("auth.confirmation_invalid");
    }
    expect((await call(b.token, "GET", "/api/v1/me")).json().data.emailConfirmed).toBe(false);
    t.clock.advance(rules.emailConfirmation.linkValidMs + 1000);
    expect((await confirm(link)).json().error.code).toBe("auth.confirmation_invalid");
    // A new link works: resend, then open it.
    const resent = await call(a.token, "POST", "/api/v1/email/confirmation");
    expect(resent.statusCode).toBe(202);
    expect((await confirm(await mailedLink(a.email))).statusCode).toBe(200);
    expect((await call(a.token, "GET", "/api/v1/me")).json().data.emailConfirmed).toBe(true);
  });

  it("resending is limited (also when asked all at once), then 429 with a translated code", async () => {
    const a = await createMember(t.app);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => call(a.token, "POST", "/api/v1/email/confirmation")),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(rules.emailConfirmation.resendMax);
    expect(replies.find((r) => r.statusCode === 429)?.json().error.code).toBe(
      "auth.confirmation_limited",
    );
    // The sign-up's mail and the resent ones.
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, a.email), eq(outbox.kind, "confirm_email")));
    expect(mails).toHaveLength(1 + rules.emailConfirmation.resendMax);
    // In memory the window follows the test clock; Redis keeps its own time (its key expires).
    if (!process.env.REDIS_URL) {
      t.clock.advance(rules.emailConfirmation.resendWindowMs + 1000);
      expect((await call(a.token, "POST", "/api/v1/email/confirmation")).statusCode).toBe(202);
    }
  });

  it("a confirmed member's resend says so and mails nothing", async () => {
    const a = await createMember(t.app);
    await confirm(await mailedLink(a.email));
    const res = await call(a.token, "POST", "/api/v1/email/confirmation");
    expect([res.statusCode, res.json()]).toEqual([200, { data: { confirmed: true } }]);
  });

  it("a Gujarati sign-up gets the mail in Gujarati", async () => {
    const a = await createMember(t.app, { body: { lang: "gu" } });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, a.email), eq(outbox.kind, "confirm_email")));
    expect(mail?.subject).toBe("સગપણ: તમારો ઇમેઇલ પાકો કરો");
  });
});
