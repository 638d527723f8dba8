import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uuidv7 } from "../../lib/ids.ts";
import { bearer, createMember, signUpBody } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { consents, passwordResetTokens, users } from "../accounts/accounts.table.ts";
import { analyticsDaily, analyticsEvents } from "../analytics/analytics.table.ts";
import { photo, uploadPhotos } from "../pictures/photo-fixtures.ts";
import { profiles } from "../profiles/profiles.table.ts";
import type { HousekeepingJob } from "./housekeeping.jobs.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 86_400_000;

/** Runs the scheduled job now, on the queue, and waits for the queue to be empty. */
async function run(job: HousekeepingJob) {
  await t.app.jobs.send(job, {});
  const end = Date.now() + 20_000;
  while ((await t.app.jobs.queueDepth()) > 0) {
    if (Date.now() > end) throw new Error(`${job} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("scheduled housekeeping jobs", () => {
  it("erases a deleted account's creation IP and time a year after the deletion, not before", async () => {
    const old = await createMember(t.app);
    const recent = await createMember(t.app);
    for (const m of [old, recent]) {
      const res = await t.app.inject({
        method: "DELETE",
        url: "/api/v1/delete/profile",
        headers: bearer(m.token),
      });
      expect(res.statusCode).toBe(200);
    }
    const longAgo = new Date(Date.now() - 400 * day);
    await t.database.db.update(users).set({ deletedAt: longAgo }).where(eq(users.id, old.userId));
    await run("accounts.purge-deleted");
    const row = async (id: string) =>
      (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
    const purged = await row(old.userId);
    expect(purged?.createdIp).toBeNull();
    expect(purged?.createdAt.getTime()).toBe(longAgo.getTime());
    expect((await row(recent.userId))?.createdIp).toBe("127.0.0.1");
  });

  it("removes expired and used reset tokens, keeps live ones", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    for (const m of [a, b]) {
      await t.app.inject({
        method: "POST",
        url: "/api/v1/resetpassword",
        payload: { email: m.email },
      });
    }
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(t.clock.now.getTime() - 1000) })
      .where(eq(passwordResetTokens.userId, a.userId));
    await run("accounts.expire-reset-tokens");
    const left = await t.database.db.select().from(passwordResetTokens);
    expect(left.map((row) => row.userId)).toEqual([b.userId]);
  });

  it("rolls finished days of analytics up into daily counts, the same on a second run", async () => {
    const yesterday = new Date(Date.now() - day);
    const ancient = new Date(Date.now() - 120 * day);
    const event = (at: Date, value: number | null) => ({
      id: uuidv7(),
      type: value === null ? "pageview" : "vital",
      path: "/profiles",
      name: value === null ? null : "LCP",
      value,
      lang: "gu",
      at,
    });
    await t.database.db
      .insert(analyticsEvents)
      .values([
        event(yesterday, null),
        event(yesterday, null),
        event(yesterday, 1200),
        event(yesterday, 1800),
        event(new Date(), null),
        event(ancient, null),
      ]);
    await run("analytics.rollup");
    await run("analytics.rollup");
    const rows = await t.database.db.select().from(analyticsDaily);
    const key = yesterday.toISOString().slice(0, 10);
    const pageviews = rows.find((r) => r.day === key && r.type === "pageview");
    const vitals = rows.find((r) => r.day === key && r.type === "vital");
    expect(pageviews).toMatchObject({ path: "/profiles", lang: "gu", count: 2 });
    expect(vitals).toMatchObject({ name: "LCP", count: 2, valueSum: 3000 });
    // Today is not finished; events older than 90 days are gone after the roll-up.
    expect(rows.every((r) => r.day <= key)).toBe(true);
    const raw = await t.database.db.select().from(analyticsEvents);
    expect(raw.some((r) => r.at.getTime() === ancient.getTime())).toBe(false);
    expect(raw).toHaveLength(5);
  });

  it("deletes pending registrations a week old with their profile and photos, keeps newer ones and real accounts", async () => {
    const owner = await createMember(t.app);
    const signUp = async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/sign_up",
        payload: signUpBody({ email: owner.email }),
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { userId: string; token: string };
    };
    const old = await signUp();
    const recent = await signUp();
    const uploaded = await uploadPhotos(t.app, old.token, [
      { name: "a.jpg", bytes: await photo(640, 480) },
    ]);
    expect(uploaded.statusCode).toBe(201);
    expect(existsSync(join(t.filesDir, "pics", old.userId))).toBe(true);
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * day) })
      .where(inArray(users.id, [old.userId, owner.userId]));

    await run("accounts.purge-pending-registrations");
    await t.jobsDone();
    const left = await t.database.db
      .select({ id: users.id, shadow: users.shadow })
      .from(users)
      .where(inArray(users.id, [old.userId, recent.userId, owner.userId]));
    expect(left.map((r) => r.id).sort()).toEqual([owner.userId, recent.userId].sort());
    expect(await t.database.db.select().from(profiles).where(eq(profiles.id, old.userId))).toEqual(
      [],
    );
    expect(
      await t.database.db.select().from(consents).where(eq(consents.userId, old.userId)),
    ).toEqual([]);
    expect(existsSync(join(t.filesDir, "pics", old.userId))).toBe(false);
    // The old pending registration's password no longer opens anything.
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/v1/sign_in",
      payload: { email: owner.email, password: owner.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().userId).toBe(owner.userId);
  });
});
