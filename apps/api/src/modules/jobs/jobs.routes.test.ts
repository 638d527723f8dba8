import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createAdmin } from "../../test/trust-factories.ts";
import { outbox } from "../mail/outbox.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (m: { token: string }) => caller(t.app, m.token);

describe("the admin console's scheduled work", () => {
  it("lists the timetable in India time, to admins only", async () => {
    const admin = await createAdmin(t);
    const res = await as(admin)("GET", "/api/v1/admin/jobs");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(
      expect.arrayContaining([
        { name: "notifications.digest", cron: "0 7 * * *" },
        { name: "notifications.purge", cron: "50 3 * * *" },
      ]),
    );
    const member = await createMember(t.app);
    const refused = await as(member)("GET", "/api/v1/admin/jobs");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("admin.required");
  });

  it("runs the morning digest now, once per event however often it is started, and logs who did", async () => {
    const admin = await createAdmin(t);
    const krupa = await createMember(t.app, { body: { name: "Krupa" } });
    const rohan = await createMember(t.app, { body: { name: "Rohan", gender: "male" } });
    // Her interest in him, and his answer coming by the daily digest instead of at once.
    const set = await as(krupa)("PUT", "/api/v1/notification_settings", {
      settings: { email: { interest_accepted: "daily" } },
    });
    expect(set.statusCode).toBe(200);
    const sent = await as(krupa)("POST", "/api/v1/interests", { interest: { to: rohan.userId } });
    expect(sent.statusCode).toBe(201);
    const accepted = await as(rohan)("PUT", `/api/v1/interests/${sent.json().data.id}`, {
      interest: { status: "accepted" },
    });
    expect(accepted.statusCode).toBe(200);
    const digests = () =>
      t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, krupa.email), eq(outbox.kind, "notification_digest")));
    for (let run = 0; run < 2; run += 1) {
      const res = await as(admin)("POST", "/api/v1/admin/jobs/notifications.digest/run");
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ ok: true });
      await t.jobsDone();
    }
    const mails = await digests();
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0])).toContain("Rohan");
    const audit = (await as(admin)("GET", "/api/v1/admin/audit?action=jobs.run")).json().data;
    expect(audit[0]).toMatchObject({ action: "jobs.run", target: "notifications.digest" });
  });

  it("starts only a scheduled job, and only for an admin", async () => {
    const admin = await createAdmin(t);
    const unknown = await as(admin)("POST", "/api/v1/admin/jobs/mail.deliver/run");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: "job.not_found",
      message: "No scheduled job by this name",
    });
    const member = await createMember(t.app);
    const refused = await as(member)("POST", "/api/v1/admin/jobs/notifications.digest/run");
    expect(refused.statusCode).toBe(403);
  });
});
