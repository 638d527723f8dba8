import type { AddressInfo } from "node:net";
import { planPrices, toPaise } from "@sagpan/contract";
import { eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "../../lib/ids.ts";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { users } from "../accounts/accounts.table.ts";
import { subscriptions } from "../plans/subscriptions.table.ts";
import { outbox } from "./outbox.table.ts";

/** A real SMTP server on a free port: every accepted message, parsed, plus its envelope. */
interface Received {
  rcpt: string[];
  mail: ParsedMail;
}
const received: Received[] = [];
/** Deliveries still to refuse with a temporary error (451), as a busy server does. */
let refuseNext = 0;
let refused = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      if (refuseNext > 0) {
        refuseNext -= 1;
        refused += 1;
        const err = Object.assign(new Error("Try again later"), { responseCode: 451 });
        callback(err);
        return;
      }
      simpleParser(Buffer.concat(chunks))
        .then((mail) => {
          received.push({ rcpt: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  refuseNext = 0;
});

async function until<T>(find: () => T | undefined | Promise<T | undefined>, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found) return found;
    if (Date.now() > end) throw new Error("timed out waiting for mail");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const mailTo = (email: string, subject: RegExp, ms?: number) =>
  until(
    () => received.find((r) => r.rcpt.includes(email) && subject.test(r.mail.subject ?? "")),
    ms,
  );

/** Both parts there, in the language, and the link in each. */
function expectParts(r: Received, lang: "en" | "gu", link?: string) {
  expect(r.mail.headers.get("content-language")).toBe(lang);
  expect(r.mail.text).toBeTruthy();
  expect(r.mail.html).toBeTruthy();
  expect(r.mail.html).toContain(`lang="${lang}"`);
  if (link) {
    expect(r.mail.text).toContain(link);
    expect(r.mail.html).toContain(link.replaceAll("&", "&amp;"));
  }
}

describe("mail through SMTP", () => {
  it("sends the welcome mail in the member's language, Gujarati here", async () => {
    const m = await createMember(t.app, { body: { lang: "gu", name: "ક્રુપા" } });
    const r = await mailTo(m.email, /સ્વાગત/);
    expect(r.rcpt).toEqual([m.email]);
    expect(r.mail.subject).toBe("સગપણમાં આપનું સ્વાગત છે");
    expect(r.mail.text).toContain("નમસ્તે ક્રુપા,");
    expectParts(r, "gu", "http://localhost:3000/profiles");
  });

  it("sends a password reset with a working link, in the language asked for", async () => {
    const m = await createMember(t.app);
    for (const lang of ["en", "gu"] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/resetpassword",
        payload: { email: m.email, lang },
      });
      expect(res.statusCode).toBe(200);
    }
    const en = await mailTo(m.email, /^Sagpan: reset your password$/);
    const gu = await mailTo(m.email, /^સગપણ: તમારો પાસવર્ડ ફરીથી સેટ કરો$/);
    expect(en.rcpt).toEqual([m.email]);
    expect(en.mail.from?.text).toContain("no-reply@sagpan.in");
    const link = en.mail.text?.match(/http:\/\/localhost:3000\/reset-password\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    expectParts(en, "en", link);
    expectParts(gu, "gu");
    expect(gu.mail.text).toContain("30 મિનિટ");
    // The mailed link resets the password.
    const token = new URL(link as string).searchParams.get("token");
    const used = await t.app.inject({
      method: "POST",
      url: "/api/v1/resetpassword",
      payload: { token, password: "fresh-secret" },
    });
    expect(used.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/v1/sign_in",
      payload: { email: m.email, password: "fresh-secret" },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("sends the plan mail when a plan is paid for", async () => {
    const m = await createMember(t.app, { body: { lang: "gu" } });
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
    const r = await mailTo(m.email, /બિલીફ પ્લાન શરૂ થયો/);
    expectParts(r, "gu", "http://localhost:3000/subscription");
  });

  it("reminds once, a week before a plan ends, unless a later period is paid", async () => {
    const soon = await createMember(t.app);
    const renewed = await createMember(t.app);
    const now = Date.now();
    const period = (userId: string, endsInDays: number) => ({
      id: uuidv7(),
      userId,
      plan: "Trust" as const,
      period: "monthly" as const,
      amountPaise: toPaise(planPrices.Trust.monthly),
      startsAt: new Date(now - 20 * 86_400_000),
      endsAt: new Date(now + endsInDays * 86_400_000),
    });
    await t.database.db
      .insert(subscriptions)
      .values([period(soon.userId, 3), period(renewed.userId, 3), period(renewed.userId, 33)]);
    await t.app.jobs.send("plans.expiry-reminders", {});
    const r = await mailTo(soon.email, /Trust plan ends on/);
    expectParts(r, "en", "http://localhost:3000/subscription");
    await t.app.jobs.send("plans.expiry-reminders", {});
    await until(async () => (await t.app.jobs.queueDepth()) === 0);
    const reminders = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "plan_expiring"));
    expect(reminders.map((row) => row.to)).toEqual([soon.email]);
  });

  it("confirms a deletion to the address the account had", async () => {
    const m = await createMember(t.app);
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/delete/profile",
      headers: bearer(m.token),
    });
    expect(res.statusCode).toBe(200);
    const r = await mailTo(m.email, /account is deleted/);
    expectParts(r, "en");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(row?.email).not.toBe(m.email);
  });

  it("retries from the outbox when the server refuses, until it accepts", async () => {
    const m = await createMember(t.app);
    await mailTo(m.email, /Welcome/);
    refuseNext = 2;
    const before = refused;
    await t.app.inject({
      method: "POST",
      url: "/api/v1/resetpassword",
      payload: { email: m.email, lang: "en" },
    });
    const r = await mailTo(m.email, /reset your password/, 30_000);
    expect(refused - before).toBe(2);
    expectParts(r, "en");
    // The server has the message before the sender hears its "250" and marks the row sent.
    const resetRow = () =>
      t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, m.email))
        .then((rows) => rows.find((x) => x.kind === "password_reset"));
    const row = await until(async () => {
      const found = await resetRow();
      return found?.sentAt ? found : undefined;
    });
    expect(row.attempts).toBe(3);
    expect(received.filter((x) => x.rcpt.includes(m.email))).toHaveLength(2); // welcome + reset
  }, 60_000);
});
