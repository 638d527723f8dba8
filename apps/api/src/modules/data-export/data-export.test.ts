import { existsSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, connectForChat } from "../../test/connections.ts";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { uploadDoc } from "../../test/trust-factories.ts";
import { outbox } from "../mail/outbox.table.ts";
import { photo, uploadPhotos } from "../pictures/photo-fixtures.ts";
import { dataExports } from "./data-export.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
type Member = Awaited<ReturnType<typeof createMember>>;

const ask = (m: Member) => caller(t.app, m.token)("POST", "/api/v1/export");
const state = async (m: Member) =>
  (await caller(t.app, m.token)("GET", "/api/v1/export")).json().data;
const download = (url: string, m?: Member) =>
  t.app.inject({ url, ...(m ? { headers: bearer(m.token) } : {}) });

/** Asks, lets the job run, and answers the ready export's state. */
async function exportReady(m: Member) {
  const asked = await ask(m);
  expect(asked.statusCode).toBe(202);
  await t.jobsDone();
  const ready = await state(m);
  expect(ready.status).toBe("ready");
  return ready as { id: string; url: string; expires_at: string };
}

const json = (files: Record<string, Uint8Array>, name: string) => {
  const file = files[name];
  if (!file) throw new Error(`${name} is not in the ZIP`);
  return JSON.parse(strFromU8(file));
};

describe("asking for my data", () => {
  it("queues an export, builds it by a job, and says it is ready with its url and expiry", async () => {
    const m = await createMember(t.app);
    expect(await state(m)).toBeNull();
    const asked = await ask(m);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ data: { id: expect.any(String), status: "queued" } });
    expect((await state(m)).status).toMatch(/queued|ready/);
    await t.jobsDone();
    const ready = await state(m);
    expect(ready).toMatchObject({
      id: asked.json().data.id,
      status: "ready",
      url: `/api/v1/export/${asked.json().data.id}/file`,
    });
    const expires = new Date(ready.expires_at).getTime();
    expect(expires - t.clock.now.getTime()).toBeGreaterThan(7 * DAY - 60_000);
    expect(expires - t.clock.now.getTime()).toBeLessThanOrEqual(7 * DAY);
  });

  it("tells the member in the app and by mail, in their language", async () => {
    const m = await createMember(t.app, { body: { lang: "gu" } });
    await exportReady(m);
    const bell = (await caller(t.app, m.token)("GET", "/api/v1/notifications")).json();
    expect(bell.data.map((n: { kind: string }) => n.kind)).toContain("data_export_ready");
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, m.email), eq(outbox.kind, "data_export_ready")));
    expect(mail?.subject).toContain("તમારી માહિતી");
    expect(mail?.body).toContain("/settings/privacy#my-data");
  });

  it("allows one a day: a second ask is 429 with its code, the next day works again", async () => {
    const m = await createMember(t.app);
    await exportReady(m);
    const again = await ask(m);
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toMatchObject({
      code: "export.limited",
      message: "You can download your data once a day. Please try again tomorrow",
    });
    t.clock.advance(DAY + 1000);
    expect((await ask(m)).statusCode).toBe(202);
    await t.jobsDone();
  });

  it("makes one export of many asks at once", async () => {
    const m = await createMember(t.app);
    const replies = await Promise.all(Array.from({ length: 8 }, () => ask(m)));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([202, 429, 429, 429, 429, 429, 429, 429]);
    await t.jobsDone();
    const rows = await t.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, m.userId));
    expect(rows).toHaveLength(1);
  });

  it("lets a failed export be asked for again at once", async () => {
    const m = await createMember(t.app);
    const asked = await ask(m);
    await t.jobsDone();
    await t.database.db
      .update(dataExports)
      .set({ status: "failed", fileKey: null, expiresAt: null })
      .where(eq(dataExports.id, asked.json().data.id));
    expect(await state(m)).toMatchObject({ status: "failed" });
    expect((await state(m)).url).toBeUndefined();
    expect((await ask(m)).statusCode).toBe(202);
    await t.jobsDone();
    expect((await state(m)).status).toBe("ready");
  });

  it("needs a signed-in member", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/v1/export" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/v1/export" })).statusCode).toBe(401);
  });
});

describe("the ZIP", () => {
  it("holds the member's data and files, and of others only what the app shows them", async () => {
    const bride = await createMember(t.app, { body: { gender: "female", name: "Krupa" } });
    const groom = await createMember(t.app, { body: { gender: "male", name: "Rohan" } });
    const blocked = await createMember(t.app, { body: { gender: "male", name: "Kiran" } });
    const as = (m: Member) => caller(t.app, m.token);

    expect(
      (await uploadPhotos(t.app, bride.token, [{ name: "a.jpg", bytes: await photo(800, 600) }]))
        .statusCode,
    ).toBe(201);
    expect(
      (await uploadPhotos(t.app, groom.token, [{ name: "g.jpg", bytes: await photo(640, 480) }]))
        .statusCode,
    ).toBe(201);
    expect((await uploadDoc(t.app, bride.token, "GovID")).statusCode).toBe(201);
    await as(bride)("POST", "/api/v1/contacts", {
      contacts: [{ name: "Ramesh Patel", relation: "Father", phone: "+91 98250 12345" }],
    });
    await as(groom)("POST", "/api/v1/contacts", {
      contacts: [{ name: "Mahesh Shah", relation: "Father", phone: "+91 99099 55555" }],
    });
    await connectForChat(t.app, groom, bride);
    await as(groom)("POST", "/api/v1/message", {
      message: { to: bride.userId, message: "Kem cho, Krupa?" },
    });
    await as(bride)("POST", "/api/v1/message", {
      message: { to: groom.userId, message: "Majama, Rohan!" },
    });
    await as(groom)("POST", "/api/v1/interests", { interest: { to: bride.userId } });
    await connectForChat(t.app, blocked, bride);
    await as(blocked)("POST", "/api/v1/message", {
      message: { to: bride.userId, message: "Secret from Kiran" },
    });
    await as(bride)("POST", "/api/v1/block/", { block_request: { profileId: blocked.userId } });
    const ordered = await as(bride)("GET", "/api/v1/order?amount=49900");
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/v1/testpay/${ordered.json().order_id}`,
      payload: { outcome: "success" },
    });
    await as(bride)("POST", "/api/v1/payments/", {
      payment: { payment_id: paid.json().data.payment_id, amount: 49900 },
    });

    const ready = await exportReady(bride);
    const res = await download(ready.url, bride);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="sagpan-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    for (const name of [
      "profile.json",
      "messages.json",
      "interests.json",
      "chat_requests.json",
      "payments.json",
      "consents.json",
      "photos/",
      "documents/",
    ]) {
      expect(names).toContain(name);
    }

    const profile = json(files, "profile.json");
    expect(profile.account.email).toBe(bride.email);
    expect(profile.profile.name).toBe("Krupa");
    expect(profile.contacts).toEqual([
      expect.objectContaining({ name: "Ramesh Patel", phone: "+91 98250 12345" }),
    ]);

    const { conversations } = json(files, "messages.json");
    expect(conversations).toHaveLength(1);
    expect(conversations[0].with).toEqual({ id: groom.userId, name: "Rohan" });
    expect(
      conversations[0].messages.map((m: { message: string; from_me: boolean }) => [
        m.from_me,
        m.message,
      ]),
    ).toEqual([
      [false, "Kem cho, Krupa?"],
      [true, "Majama, Rohan!"],
    ]);

    const { interests } = json(files, "interests.json");
    expect(interests).toEqual([
      expect.objectContaining({
        direction: "received",
        member_id: groom.userId,
        member_name: "Rohan",
        status: "pending",
      }),
    ]);
    const { chat_requests } = json(files, "chat_requests.json");
    expect(chat_requests).toEqual([
      expect.objectContaining({
        direction: "received",
        member_id: groom.userId,
        status: "accepted",
      }),
    ]);

    const payments = json(files, "payments.json");
    expect(payments).toMatchObject({ amounts_in: "paise", currency: "INR" });
    expect(payments.payments).toEqual([expect.objectContaining({ amount_paise: 49900 })]);
    expect(payments.orders).toEqual([
      expect.objectContaining({
        amount_paise: 49900,
        plan: "Belief",
        period: "monthly",
        status: "paid",
      }),
    ]);
    expect(payments.subscriptions).toEqual([expect.objectContaining({ plan: "Belief" })]);

    const { consents } = json(files, "consents.json");
    expect(consents.map((c: { kind: string }) => c.kind).sort()).toEqual([
      "declaration",
      "privacy",
    ]);

    const photos = names.filter((n) => n.startsWith("photos/") && n !== "photos/");
    expect(photos).toHaveLength(1);
    expect(strFromU8(files[photos[0]!]!.slice(8, 12))).toBe("WEBP");
    const docs = names.filter((n) => n.startsWith("documents/") && n !== "documents/");
    expect(docs).toEqual([expect.stringMatching(/^documents\/GovID-.+\.pdf$/)]);
    expect(strFromU8(files[docs[0]!]!.slice(0, 5))).toBe("%PDF-");

    // Nothing of the groom's beyond his first name; nothing at all of the blocked member.
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString("latin1"))
      .join("\n");
    for (const secret of [
      "Mahesh Shah",
      "99099 55555",
      groom.email,
      "Secret from Kiran",
      blocked.userId,
      "Kiran",
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("has its folders even when the member has no photos or documents", async () => {
    const m = await createMember(t.app);
    const ready = await exportReady(m);
    const files = unzipSync(new Uint8Array((await download(ready.url, m)).rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        "chat_requests.json",
        "consents.json",
        "documents/",
        "interests.json",
        "messages.json",
        "payments.json",
        "photos/",
        "profile.json",
      ].sort(),
    );
    expect(json(files, "payments.json")).toEqual({
      amounts_in: "paise",
      currency: "INR",
      orders: [],
      payments: [],
      subscriptions: [],
    });
  });
});

describe("who may download it", () => {
  it("serves the owner only: another member and an unknown id get 404, a visitor 401", async () => {
    const owner = await createMember(t.app);
    const other = await createMember(t.app);
    const ready = await exportReady(owner);
    const theirs = await download(ready.url, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toMatchObject({
      code: "export.not_found",
      message: "This download is not available. Ask for a new one",
    });
    expect((await download(ready.url)).statusCode).toBe(401);
    expect((await download("/api/v1/export/not-an-export/file", owner)).statusCode).toBe(404);
    // The other member's own state says nothing of the owner's export.
    expect(await state(other)).toBeNull();
  });

  it("expires after 7 days: the link answers 404 and the sweep deletes the file and the row", async () => {
    const m = await createMember(t.app);
    const ready = await exportReady(m);
    const [row] = await t.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, ready.id));
    expect(existsSync(join(t.filesDir, row!.fileKey!))).toBe(true);
    expect((await download(ready.url, m)).statusCode).toBe(200);
    t.clock.advance(7 * DAY + 1000);
    expect((await download(ready.url, m)).statusCode).toBe(404);
    expect(await state(m)).toBeNull();
    await t.app.jobs.send("data-export.purge-expired", {});
    await t.jobsDone();
    expect(
      await t.database.db.select().from(dataExports).where(eq(dataExports.id, ready.id)),
    ).toEqual([]);
    expect(existsSync(join(t.filesDir, row!.fileKey!))).toBe(false);
  });

  it("goes with the account when the member deletes it", async () => {
    const m = await createMember(t.app);
    const ready = await exportReady(m);
    const [row] = await t.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, ready.id));
    const deleted = await caller(t.app, m.token)("DELETE", "/api/v1/delete/profile");
    expect(deleted.statusCode).toBe(200);
    await t.jobsDone();
    expect(
      await t.database.db.select().from(dataExports).where(eq(dataExports.userId, m.userId)),
    ).toEqual([]);
    expect(existsSync(join(t.filesDir, row!.fileKey!))).toBe(false);
  });
});
