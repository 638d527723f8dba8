import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAdminAudit } from "../../lib/admin-audit.ts";
import type { Guard } from "../../lib/auth.ts";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createAdmin, uploadDoc } from "../../test/trust-factories.ts";
import type { AuditRepository } from "./audit.repository.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (m: { token: string }) => caller(t.app, m.token);
const admin = () => createAdmin(t);
const lines = async (a: { token: string }, action?: string) =>
  (await as(a)("GET", `/api/v1/admin/audit${action ? `?action=${action}` : ""}`)).json().data;

describe("the admin audit log", () => {
  it("is for admins only", async () => {
    const member = await createMember(t.app);
    expect((await as(member)("GET", "/api/v1/admin/audit")).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: "GET", url: "/api/v1/admin/audit" });
    expect(visitor.statusCode).toBe(401);
  });

  it("has a line for each document decision, with the admin, the object and the reason", async () => {
    const a = await admin();
    const member = await createMember(t.app);
    const doc = (await uploadDoc(t.app, member.token, "GovID")).json().data;
    const decided = await as(a)("POST", `/api/v1/admin/documents/${doc.id}/decision`, {
      action: "reject",
      reason: "Photo is blurred",
    });
    expect(decided.statusCode).toBe(200);
    const [line] = await lines(a, "documents.decide");
    expect(line).toMatchObject({
      action: "documents.decide",
      target: doc.id,
      admin: { id: a.userId },
      details: { action: "reject", reason: "Photo is blurred" },
    });
    expect(Date.parse(line.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("names the member a line is about: the member, their document's owner, the one reported", async () => {
    const a = await admin();
    const member = await createMember(t.app, { body: { name: "Hetal", lastName: "Desai" } });
    const doc = (await uploadDoc(t.app, member.token, "GovID")).json().data;
    await as(a)("POST", `/api/v1/admin/documents/${doc.id}/decision`, { action: "approve" });
    const reporter = await createMember(t.app);
    const reported = await as(reporter)("POST", "/api/v1/user/report", {
      user_report: {
        user_to_id: member.userId,
        reason: "Wants a loan",
        category: "asking_for_money",
      },
    });
    expect(reported.statusCode).toBe(201);
    const decided = await as(a)(
      "POST",
      `/api/v1/admin/reports/${reported.json().data.id}/decision`,
      {
        action: "dismiss",
      },
    );
    expect(decided.statusCode).toBe(200);
    const suspended = await as(a)("POST", `/api/v1/admin/members/${member.userId}/suspend`);
    expect(suspended.statusCode).toBe(200);
    const named = (await lines(a)).filter(
      (line: { member: { id: string } | null }) => line.member?.id === member.userId,
    );
    expect(named.map((line: { action: string }) => line.action).sort()).toEqual([
      "documents.decide",
      "members.suspend",
      "reports.decide",
    ]);
    for (const line of named) {
      expect(line.member).toEqual({
        id: member.userId,
        name: "Hetal Desai",
        member_no: expect.stringMatching(/^SG-\d+$/),
      });
    }
  });

  it("writes nothing for a refused or failed change", async () => {
    const a = await admin();
    const before = (await lines(a)).length;
    const missing = await as(a)(
      "POST",
      "/api/v1/admin/documents/0190c7a0-0000-7000-8000-000000000000/decision",
      { action: "approve" },
    );
    expect(missing.statusCode).toBe(404);
    const member = await createMember(t.app);
    const refused = await as(member)("POST", "/api/v1/admin/reports/any/decision", {
      action: "dismiss",
    });
    expect(refused.statusCode).toBe(403);
    expect((await lines(a)).length).toBe(before);
  });

  it("pages newest first", async () => {
    const a = await admin();
    const member = await createMember(t.app);
    for (const type of ["GovID", "JobID", "SalaryID"]) {
      const doc = (await uploadDoc(t.app, member.token, type)).json().data;
      await as(a)("POST", `/api/v1/admin/documents/${doc.id}/decision`, { action: "approve" });
    }
    const first = (await as(a)("GET", "/api/v1/admin/audit?limit=2")).json();
    expect(first.data).toHaveLength(2);
    expect(first.next).toBe(2);
    expect(Date.parse(first.data[0].at)).toBeGreaterThanOrEqual(Date.parse(first.data[1].at));
  });
});

describe("the audit hook", () => {
  const guard: Guard = async () => {};
  const repo = { record: async () => {}, list: async () => [] } as unknown as AuditRepository;

  it("refuses to start a server whose admin write route names no audit action", async () => {
    const app = Fastify();
    registerAdminAudit(app, guard, repo);
    expect(() => app.post("/api/v1/admin/things", { preHandler: guard }, async () => ({}))).toThrow(
      /needs config.audit/,
    );
    app.get("/api/v1/admin/things", { preHandler: guard }, async () => ({}));
    app.post(
      "/api/v1/admin/named",
      { preHandler: [guard], config: { audit: "x.y" } },
      async () => ({}),
    );
    await app.close();
  });
});
