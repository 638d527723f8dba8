import type { PushPayload } from "@sagpan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, connectForChat } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import {
  decryptPush,
  startPushService,
  type TestPushService,
  type TestSubscriber,
  verifyVapid,
} from "../../test/push-service.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { pushSubscriptions } from "../notifications/notifications.table.ts";
import { devicesPerMember } from "./push.repository.ts";

let t: TestApp;
let service: TestPushService;
beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({
    env: { PUSH_ALLOWED_ORIGINS: service.origin },
    pushAgent: service.agent,
  });
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

type Member = Awaited<ReturnType<typeof createMember>>;
const member = (name = "Krupa", lang: "en" | "gu" = "en") =>
  createMember(t.app, { body: { name, lang } });
const as = (m: { token: string }) => caller(t.app, m.token);
const subscribe = (m: Member, sub: { subscription: object }) =>
  as(m)("POST", "/api/v1/push/subscriptions", { subscription: sub.subscription });
async function device(m: Member): Promise<TestSubscriber> {
  const sub = service.subscriber();
  const res = await subscribe(m, sub);
  expect(res.statusCode, res.body).toBe(201);
  return sub;
}
const devicesOf = async (m: Member) =>
  (
    await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, m.userId))
  ).map((row) => row.endpoint);
const sendInterest = async (from: Member, to: Member) => {
  const res = await as(from)("POST", "/api/v1/interests", { interest: { to: to.userId } });
  expect(res.statusCode, res.body).toBe(201);
};
/** Every push request made so far has been answered and the queue is empty. */
const settled = async (requests: number) => {
  await service.waitFor(requests);
  await t.jobsDone();
};
const opened = (sub: TestSubscriber, index = -1): PushPayload => {
  const push = service.to(sub).at(index);
  if (!push) throw new Error("no push arrived");
  return JSON.parse(decryptPush(push.body, sub)) as PushPayload;
};

describe("GET /api/v1/push/key", () => {
  it("gives the VAPID public key, the one pushes are signed with", async () => {
    const res = await t.app.inject({ url: "/api/v1/push/key" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: t.config.vapidKeys?.publicKey });
    expect(Buffer.from(res.json().key, "base64url")).toHaveLength(65);
  });
});

describe("a push for each notification", () => {
  it("reaches every device of the member, encrypted for each, signed with VAPID, in their words", async () => {
    const krupa = await member("Krupa");
    const rohan = await member("Rohan");
    const phone = await device(krupa);
    const laptop = await device(krupa);
    const before = service.requests;
    await sendInterest(rohan, krupa);
    await settled(before + 2);
    for (const sub of [phone, laptop]) {
      expect(service.to(sub)).toHaveLength(1);
      const push = service.to(sub)[0]!;
      expect(push.headers["content-encoding"]).toBe("aes128gcm");
      expect(push.headers.ttl).toBe("86400");
      expect(push.headers.urgency).toBe("high");
      expect(String(push.headers.topic)).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
      const claims = await verifyVapid(
        push.headers.authorization,
        t.config.vapidKeys!.publicKey,
        service.origin,
      );
      expect(claims.sub).toBe("mailto:push-test@sagpan.in");
      expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
      expect(opened(sub)).toEqual({
        kind: "interest_received",
        title: "Sagpan",
        body: "Rohan sent you an interest",
        url: "/interests",
        tag: expect.any(String),
      });
    }
    // The tag is the notification's id: the centre lists the same one.
    const list = (await as(krupa)("GET", "/api/v1/notifications")).json();
    expect(opened(phone).tag).toBe(list.data[0].id);
  });

  it("speaks Gujarati to a Gujarati member and opens the chat for a message", async () => {
    const hetal = await member("Hetal", "gu");
    const parth = await member("Parth");
    const sub = await device(hetal);
    await connectForChat(t.app, parth, hetal);
    await t.jobsDone();
    const before = service.requests;
    const res = await as(parth)("POST", "/api/v1/message/", {
      message: { to: hetal.userId, message: "Namaste" },
    });
    expect(res.statusCode).toBe(201);
    await settled(before + 1);
    expect(opened(sub)).toMatchObject({
      kind: "message",
      title: "સગપણ",
      body: "Parthએ તમને સંદેશ મોકલ્યો",
      url: `/chat?with=${parth.userId}`,
    });
  });

  it("never carries a message's text, number or address when the pair is not connected", async () => {
    const a = await member("Nirav");
    const b = await member("Komal");
    const sub = await device(b);
    // A chat request accepted, no interest: they may write, but their contacts stay hidden.
    await connectForChat(t.app, a, b);
    await t.jobsDone();
    const text = "Call me on 98250 12345 or mail nirav.secret@example.com";
    const before = service.requests;
    const res = await as(a)("POST", "/api/v1/message/", {
      message: { to: b.userId, message: text },
    });
    expect(res.statusCode).toBe(201);
    await settled(before + 1);
    const plain = decryptPush(service.to(sub).at(-1)!.body, sub);
    expect(JSON.parse(plain)).toMatchObject({ kind: "message", body: "Nirav sent you a message" });
    for (const secret of ["98250", "12345", "nirav.secret", "example.com", "Call me"])
      expect(plain).not.toContain(secret);
  });

  it("sends nothing for a kind the member turned off, and goes on for the others", async () => {
    const krupa = await member();
    const rohan = await member("Rohan");
    const sub = await device(krupa);
    const off = await as(krupa)("PUT", "/api/v1/notification_settings", {
      settings: { push: { interest_received: false } },
    });
    expect(off.json().data.push).toMatchObject({ interest_received: false, message: true });
    await sendInterest(rohan, krupa);
    await t.jobsDone();
    // Then one she keeps on: it is the only push she gets.
    const before = service.requests;
    await connectForChat(t.app, rohan, krupa);
    await settled(before + 1);
    expect(
      service.to(sub).map((p) => (JSON.parse(decryptPush(p.body, sub)) as PushPayload).kind),
    ).toEqual(["chat_request_received"]);
  });

  it("does not push profile visits unless the member asks for them", async () => {
    const krupa = await member();
    const res = await as(krupa)("GET", "/api/v1/notification_settings");
    expect(res.json().data.push).toMatchObject({ profile_viewed: false, interest_received: true });
  });

  it("drops a subscription the push service says is gone (410) and keeps the others", async () => {
    const krupa = await member();
    const rohan = await member("Rohan");
    const old = await device(krupa);
    const current = await device(krupa);
    service.answer(old, 410);
    const before = service.requests;
    await sendInterest(rohan, krupa);
    await settled(before + 2);
    expect(await devicesOf(krupa)).toEqual([current.endpoint]);
    expect(service.to(current)).toHaveLength(1);
  });

  it("tries again when the push service fails for a moment", async () => {
    const krupa = await member();
    const rohan = await member("Rohan");
    const sub = await device(krupa);
    service.answer(sub, 503);
    const before = service.requests;
    await sendInterest(rohan, krupa);
    await service.waitFor(before + 1);
    service.answer(sub, 201);
    // The job's retry (1 s in tests) delivers it.
    await settled(before + 2);
    expect(service.to(sub)).toHaveLength(1);
    expect(await devicesOf(krupa)).toEqual([sub.endpoint]);
  });
});

describe("POST /api/v1/push/subscriptions", () => {
  it("takes only https endpoints on a known push service", async () => {
    const m = await member();
    const sub = service.subscriber();
    for (const endpoint of [
      "https://push.example.com/send/abc",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/fcm/send/abc",
      "https://evilfcm.googleapis.com.example/x",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pw@fcm.googleapis.com/fcm/send/abc",
      "https://127.0.0.1:1/push/abc",
      "not a url",
    ]) {
      const res = await as(m)("POST", "/api/v1/push/subscriptions", {
        subscription: { ...sub.subscription, endpoint },
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error.code, endpoint).toBe("push.endpoint_not_allowed");
    }
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAA",
      "https://web.push.apple.com/QGuQyavXutnMfw",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB",
    ]) {
      const res = await as(m)("POST", "/api/v1/push/subscriptions", {
        subscription: { ...sub.subscription, endpoint },
      });
      expect(res.statusCode, endpoint).toBe(201);
    }
  });

  it("refuses keys that are not a P-256 point and a 16-byte secret", async () => {
    const m = await member();
    const sub = service.subscriber();
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    for (const keys of [
      { ...sub.subscription.keys, p256dh: "not base64url!" },
      { ...sub.subscription.keys, p256dh: sub.publicKey.subarray(0, 33).toString("base64url") },
      { ...sub.subscription.keys, p256dh: offCurve.toString("base64url") },
      { ...sub.subscription.keys, auth: Buffer.alloc(8).toString("base64url") },
    ]) {
      const res = await as(m)("POST", "/api/v1/push/subscriptions", {
        subscription: { ...sub.subscription, keys },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("push.keys_invalid");
    }
    const missing = await as(m)("POST", "/api/v1/push/subscriptions", {
      subscription: { endpoint: sub.endpoint },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe("request.invalid");
    expect(await devicesOf(m)).toEqual([]);
  });

  it("wants a signed-in member", async () => {
    const sub = service.subscriber();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/push/subscriptions",
      payload: { subscription: sub.subscription },
    });
    expect(res.statusCode).toBe(401);
  });

  it("keeps one row per device: the same browser signed in as another member moves to them", async () => {
    const a = await member("Asha");
    const b = await member("Bina");
    const sub = service.subscriber();
    expect((await subscribe(a, sub)).statusCode).toBe(201);
    expect((await subscribe(a, sub)).statusCode).toBe(201);
    expect(await devicesOf(a)).toEqual([sub.endpoint]);
    expect((await subscribe(b, sub)).statusCode).toBe(201);
    expect(await devicesOf(a)).toEqual([]);
    expect(await devicesOf(b)).toEqual([sub.endpoint]);
  });

  it(`keeps the newest ${devicesPerMember} devices of a member`, async () => {
    const m = await member();
    const subs: TestSubscriber[] = [];
    for (let i = 0; i < devicesPerMember + 2; i++) {
      subs.push(await device(m));
      t.clock.advance(1000);
    }
    expect(new Set(await devicesOf(m))).toEqual(new Set(subs.slice(2).map((sub) => sub.endpoint)));
  });
});

describe("DELETE /api/v1/push/subscriptions", () => {
  it("turns off one's own device; another member cannot turn off mine", async () => {
    const mine = await member("Krupa");
    const other = await member("Rohan");
    const sub = await device(mine);
    const theirs = await as(other)("DELETE", "/api/v1/push/subscriptions", {
      endpoint: sub.endpoint,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe("push.subscription_not_found");
    expect(await devicesOf(mine)).toEqual([sub.endpoint]);
    const own = await as(mine)("DELETE", "/api/v1/push/subscriptions", {
      endpoint: sub.endpoint,
    });
    expect(own.statusCode).toBe(204);
    expect(await devicesOf(mine)).toEqual([]);
  });

  it("forgets every device on log out everywhere and on deleting the account", async () => {
    const a = await member();
    const b = await member();
    await device(a);
    await device(b);
    expect((await as(a)("POST", "/api/v1/user/logout_all")).statusCode).toBe(200);
    expect(await devicesOf(a)).toEqual([]);
    expect((await as(b)("DELETE", "/api/v1/delete/profile")).statusCode).toBe(200);
    expect(await devicesOf(b)).toEqual([]);
  });
});
