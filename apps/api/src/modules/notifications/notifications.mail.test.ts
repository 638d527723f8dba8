import { defaultPush } from "@sagpan/contract";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { users } from "../accounts/accounts.table.ts";
import { outbox } from "../mail/outbox.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const member = (name = "Krupa", lang: "en" | "gu" = "en") =>
  createMember(t.app, { body: { name, lang } });
const as = (m: { token: string }) => caller(t.app, m.token);
const sendInterest = async (from: Member, to: Member) => {
  const res = await as(from)("POST", "/api/v1/interests", { interest: { to: to.userId } });
  expect(res.statusCode).toBe(201);
};
const run = async (job: "notifications.instant" | "notifications.digest") => {
  await t.app.jobs.send(job, {});
  await t.jobsDone();
};
/** Notification mails only (a new member also gets the welcome mail). */
const mailsTo = (m: Member) =>
  t.database.db
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.to, m.email), inArray(outbox.kind, ["notification", "notification_digest"])),
    );
const setEmail = async (m: Member, email: Record<string, string>) => {
  const res = await as(m)("PUT", "/api/v1/notification_settings", { settings: { email } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe("notification settings", () => {
  it("starts from the rules' defaults and changes only the kinds named, for the caller only", async () => {
    const me = await member();
    const other = await member();
    const res = await as(me)("GET", "/api/v1/notification_settings");
    expect(res.statusCode).toBe(200);
    const { email, push } = res.json().data;
    expect(email).toMatchObject({
      interest_received: "instant",
      chat_request_received: "instant",
      profile_viewed: "daily",
      recommendations_ready: "daily",
      message: "weekly",
      plan_expiring: "weekly",
    });
    expect(push).toEqual(defaultPush);
    expect(push).toMatchObject({ interest_received: true, message: true, profile_viewed: false });
    const changed = await setEmail(me, { interest_received: "daily", message: "off" });
    expect(changed.email).toMatchObject({
      interest_received: "daily",
      message: "off",
      chat_request_received: "instant",
    });
    const again = await as(me)("PUT", "/api/v1/notification_settings", {
      settings: { push: { message: false } },
    });
    expect(again.json().data.email.interest_received).toBe("daily");
    expect(again.json().data.push.message).toBe(false);
    const theirs = (await as(other)("GET", "/api/v1/notification_settings")).json().data;
    expect(theirs.email.interest_received).toBe("instant");
    const bad = await as(me)("PUT", "/api/v1/notification_settings", {
      settings: { email: { message: "hourly" } },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/v1/notification_settings" })).statusCode).toBe(401);
  });
});

describe("instant mails", () => {
  it("waits 10 minutes, then mails once in the member's language with a one-click unsubscribe", async () => {
    const rohan = await member("Rohan");
    const krupa = await member("Krupa", "gu");
    await sendInterest(rohan, krupa);
    await run("notifications.instant");
    expect(await mailsTo(krupa)).toEqual([]);
    t.clock.advance(11 * 60_000);
    await run("notifications.instant");
    await run("notifications.instant");
    const mails = await mailsTo(krupa);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe("સગપણ: Rohanએ તમને માગું મોકલ્યું");
    expect(mail!.lang).toBe("gu");
    expect(mail!.body).toContain("http://localhost:3000/interests");
    expect(mail!.html).toContain("Rohanએ તમને માગું મોકલ્યું");
    expect(mail!.headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Unsubscribe": expect.stringMatching(
        /^<http:\/\/localhost:3000\/api\/v1\/notification_settings\/unsubscribe\?u=.+&k=interest_received&s=.+>$/,
      ),
    });
  });

  it("is dropped when the member saw it in the app first", async () => {
    const a = await member();
    const b = await member();
    await sendInterest(a, b);
    await as(b)("POST", "/api/v1/notifications/read", { all: true });
    t.clock.advance(11 * 60_000);
    await run("notifications.instant");
    expect(await mailsTo(b)).toEqual([]);
  });

  it("is not sent when that kind is off", async () => {
    const a = await member();
    const b = await member();
    await setEmail(b, { interest_received: "off" });
    await sendInterest(a, b);
    t.clock.advance(11 * 60_000);
    await run("notifications.instant");
    expect(await mailsTo(b)).toEqual([]);
  });
});

describe("the daily digest", () => {
  /** Mondays' digest is the weekly one: these tests move the clock past a Monday in India. */
  const notMonday = () => {
    const ist = new Date(t.clock.now.getTime() + 330 * 60_000);
    if (ist.getUTCDay() === 1) t.clock.advance(86_400_000);
  };

  it("lists what is new once, never to a deleted member, and a rerun sends nothing", async () => {
    notMonday();
    const b = await member();
    const gone = await member();
    await setEmail(b, { interest_received: "daily" });
    await setEmail(gone, { interest_received: "daily" });
    const senders = [await member("Rohan"), await member("Mihir")];
    for (const s of senders) await sendInterest(s, b);
    await sendInterest(senders[0]!, gone);
    expect((await as(gone)("DELETE", "/api/v1/delete/profile")).statusCode).toBe(200);
    t.clock.advance(11 * 60_000);
    await run("notifications.instant"); // daily kinds wait for the digest
    expect(await mailsTo(b)).toEqual([]);
    await run("notifications.digest");
    await run("notifications.digest");
    const mails = await mailsTo(b);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Sagpan: your news today");
    expect(mails[0]!.body).toContain("Rohan sent you an interest");
    expect(mails[0]!.body).toContain("Mihir sent you an interest");
    expect(mails[0]!.headers?.["List-Unsubscribe"]).toContain("k=digest");
    expect(await mailsTo(gone)).toEqual([]);
  });

  it("is the day's summary: it lists what the member already saw in the app", async () => {
    notMonday();
    const b = await member();
    await setEmail(b, { interest_received: "daily" });
    await sendInterest(await member("Rohan"), b);
    // Seen at once (the toast opened); the instant sweeps run through the day meanwhile.
    const read = await as(b)("POST", "/api/v1/notifications/read", { all: true });
    expect(read.statusCode).toBe(200);
    t.clock.advance(11 * 60_000);
    await run("notifications.instant");
    await run("notifications.digest");
    const mails = await mailsTo(b);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Sagpan: your news today");
    expect(mails[0]!.body).toContain("Rohan sent you an interest");
  });
});

describe("one-click unsubscribe", () => {
  it("works without signing in, and only with the app's own signature", async () => {
    const a = await member();
    const b = await member();
    await sendInterest(a, b);
    t.clock.advance(11 * 60_000);
    await run("notifications.instant");
    const [mail] = await mailsTo(b);
    const link = new URL(mail!.headers!["List-Unsubscribe"]!.slice(1, -1));
    const url = `${link.pathname}${link.search}`;

    const shown = await t.app.inject({ url });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<form method="post"');
    expect((await as(b)("GET", "/api/v1/notification_settings")).json().data.email).toMatchObject({
      interest_received: "instant",
    });

    const forged = await t.app.inject({
      method: "POST",
      url: url.replace(/s=[^&]+/, "s=forged"),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(400);

    const posted = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(posted.statusCode).toBe(200);
    const settings = (await as(b)("GET", "/api/v1/notification_settings")).json().data.email;
    expect(settings.interest_received).toBe("off");
    expect(settings.chat_request_received).toBe("instant");
  });
});

describe("with email confirmation on", () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ env: { EMAIL_CONFIRMATION: "on" } });
  });
  afterAll(() => c?.close());

  const confirm = (m: Member) =>
    c.database.db
      .update(users)
      .set({ emailConfirmedAt: c.clock.now })
      .where(eq(users.id, m.userId));

  it("never mails the digest to an unconfirmed address; it comes once the address is confirmed", async () => {
    const join = (name: string) => createMember(c.app, { body: { name } });
    const [rohan, confirmed, unconfirmed] = [
      await join("Rohan"),
      await join("Asha"),
      await join("Bina"),
    ];
    await confirm(rohan);
    await confirm(confirmed);
    for (const m of [confirmed, unconfirmed]) {
      const set = await caller(c.app, m.token)("PUT", "/api/v1/notification_settings", {
        settings: { email: { interest_received: "daily" } },
      });
      expect(set.statusCode).toBe(200);
      const sent = await caller(c.app, rohan.token)("POST", "/api/v1/interests", {
        interest: { to: m.userId },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const digests = async (m: Member) =>
      c.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, m.email), eq(outbox.kind, "notification_digest")));
    const digest = async () => {
      await c.app.jobs.send("notifications.digest", {});
      await c.jobsDone();
    };
    await digest();
    expect(await digests(confirmed)).toHaveLength(1);
    expect(await digests(unconfirmed)).toEqual([]);
    await confirm(unconfirmed);
    await digest();
    const late = await digests(unconfirmed);
    expect(late).toHaveLength(1);
    expect(late[0]!.body).toContain("Rohan sent you an interest");
    expect(await digests(confirmed)).toHaveLength(1);
  });
});
