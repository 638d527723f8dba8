import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { makeAdmin, uploadDoc } from "../../test/trust-factories.ts";
import { contacts } from "../contacts/contacts.table.ts";
import { paymentOrders, payments } from "../payments/payments.table.ts";
import { subscriptions } from "../plans/subscriptions.table.ts";
import { verificationDocuments } from "./documents.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
};

describe("account deletion (business rules, Accounts)", () => {
  it("erases documents and their files and contacts, and keeps payment records", async () => {
    const m = await createMember(t.app);
    const other = await createMember(t.app);
    const doc = (await uploadDoc(t.app, m.token, "GovID")).json().data;
    await uploadDoc(t.app, other.token, "GovID");
    await t.app.inject({
      method: "POST",
      url: "/api/v1/contacts",
      headers: bearer(m.token),
      payload: { contact: { name: "Ramesh", relation: "Father", phone: "98250 12345" } },
    });
    const { order_id } = (
      await t.app.inject({ url: "/api/v1/order?amount=49900", headers: bearer(m.token) })
    ).json();
    const { payment_id } = (
      await t.app.inject({
        method: "POST",
        url: `/api/v1/testpay/${order_id}`,
        payload: { outcome: "success" },
      })
    ).json().data;
    const paid = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments",
      headers: bearer(m.token),
      payload: { payment: { payment_id, amount: 49_900 } },
    });
    expect(paid.statusCode).toBe(200);
    expect(await filesUnder(join(t.filesDir, "docs", m.userId))).toHaveLength(1);

    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/delete/profile",
      headers: bearer(m.token),
    });
    expect(res.statusCode).toBe(200);

    const db = t.database.db;
    await t.jobsDone(); // file deletions run on the job queue
    expect(await filesUnder(join(t.filesDir, "docs", m.userId))).toEqual([]);
    expect(
      await db
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.profileId, m.userId)),
    ).toEqual([]);
    expect(await db.select().from(contacts).where(eq(contacts.profileId, m.userId))).toEqual([]);
    // Tax law: what was paid, when and for what stays.
    expect(await db.select().from(payments).where(eq(payments.userId, m.userId))).toHaveLength(1);
    expect(
      await db.select().from(paymentOrders).where(eq(paymentOrders.userId, m.userId)),
    ).toHaveLength(1);
    expect(
      await db.select().from(subscriptions).where(eq(subscriptions.userId, m.userId)),
    ).toHaveLength(1);

    // The document route knows it no more, and the other member's file is untouched.
    const admin = await createMember(t.app);
    await makeAdmin(t.database.db, admin.userId);
    expect(
      (await t.app.inject({ url: doc.file_url, headers: bearer(admin.token) })).statusCode,
    ).toBe(404);
    expect(await filesUnder(join(t.filesDir, "docs", other.userId))).toHaveLength(1);
  });
});
