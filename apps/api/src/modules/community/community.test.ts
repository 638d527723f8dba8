import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createAdmin } from "../../test/trust-factories.ts";
import { createCommunityRepository } from "./community.repository.ts";
import { defaultFeatures } from "./default-features.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { ANDROID_APP_URL: "https://play.google.com/store/apps/details?id=in.sagpan" },
  });
});
afterAll(() => t.close());

const as = (m: { token: string }) => caller(t.app, m.token);
const admin = () => createAdmin(t);
const visitor = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}) });
const auditLines = async (a: { token: string }, action: string) =>
  (await as(a)("GET", `/api/v1/admin/audit?action=${action}`)).json().data;

const card = {
  icon: "chat",
  title_en: "Video calls",
  title_gu: "વીડિયો કૉલ",
  body_en: "Talk face to face once both families agree.",
  body_gu: "બંને પરિવાર સંમત થાય પછી સામસામે વાત કરો.",
};
const lead = {
  name: "Ramesh Patel",
  business: "Patel Caterers",
  phone: "98250 12345",
  email: "ramesh@example.com",
  message: "We cater weddings in Ahmedabad and would like to advertise.",
  consent: true,
};
let ip = 10;
const postLead = (body: object, remoteAddress = `203.0.113.${ip++}`) =>
  t.app.inject({ method: "POST", url: "/api/v1/leads", payload: body, remoteAddress });

describe("the featured showcase", () => {
  it("starts with the default cards in both languages, for visitors", async () => {
    const res = await visitor("GET", "/api/v1/features");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("public");
    const data = res.json().data;
    expect(data.map((f: { id: string }) => f.id)).toEqual(defaultFeatures.map((f) => f.id));
    expect(data[0]).toMatchObject({ title_en: "Verified profiles", title_gu: "ચકાસાયેલી પ્રોફાઇલ" });
  });

  it("is edited by admins only", async () => {
    const member = await createMember(t.app);
    expect((await as(member)("POST", "/api/v1/admin/features", card)).statusCode).toBe(403);
    expect((await as(member)("GET", "/api/v1/admin/features")).statusCode).toBe(403);
    expect((await visitor("POST", "/api/v1/admin/features", card)).statusCode).toBe(401);
    expect((await visitor("PUT", "/api/v1/admin/features-order", { ids: ["x"] })).statusCode).toBe(
      401,
    );
  });

  it("takes a new card at the end, hides and orders cards, with audit lines", async () => {
    const a = await admin();
    const created = await as(a)("POST", "/api/v1/admin/features", card);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    let shown = (await visitor("GET", "/api/v1/features")).json().data;
    expect(shown.at(-1)).toMatchObject({ id, title_gu: "વીડિયો કૉલ" });

    const hidden = await as(a)("PUT", `/api/v1/admin/features/${id}`, { ...card, hidden: true });
    expect(hidden.json().data.hidden).toBe(true);
    shown = (await visitor("GET", "/api/v1/features")).json().data;
    expect(shown.some((f: { id: string }) => f.id === id)).toBe(false);
    const all = (await as(a)("GET", "/api/v1/admin/features")).json().data;
    expect(all.find((f: { id: string }) => f.id === id).hidden).toBe(true);

    const order = await as(a)("PUT", "/api/v1/admin/features-order", {
      ids: ["privacy", "gun-milan"],
    });
    expect(order.statusCode).toBe(200);
    shown = (await visitor("GET", "/api/v1/features")).json().data;
    expect(shown.slice(0, 3).map((f: { id: string }) => f.id)).toEqual([
      "privacy",
      "gun-milan",
      "verified-profiles",
    ]);

    expect((await auditLines(a, "features.create"))[0]).toMatchObject({
      target: id,
      details: { title: "Video calls" },
    });
    expect((await auditLines(a, "features.update"))[0]).toMatchObject({
      target: id,
      details: { hidden: true },
    });
    expect((await auditLines(a, "features.order"))[0].details).toEqual({
      ids: ["privacy", "gun-milan"],
    });
    await as(a)("PUT", "/api/v1/admin/features-order", {
      ids: defaultFeatures.map((f) => f.id),
    });
  });

  it("keeps an admin's edit of a default card when the defaults are written again (a restart)", async () => {
    const a = await admin();
    const edited = { ...card, icon: "gun", title_en: "Kundli matching" };
    await as(a)("PUT", "/api/v1/admin/features/gun-milan", edited);
    await createCommunityRepository({ db: t.database.db }).seedDefaultFeatures();
    const all = (await as(a)("GET", "/api/v1/admin/features")).json().data;
    expect(all.filter((f: { id: string }) => f.id === "gun-milan")).toEqual([
      expect.objectContaining({ title_en: "Kundli matching" }),
    ]);
    expect(all).toHaveLength(new Set(all.map((f: { id: string }) => f.id)).size);
  });

  it("refuses bad cards and unknown ids with clear errors", async () => {
    const a = await admin();
    const bad = await as(a)("POST", "/api/v1/admin/features", {
      ...card,
      icon: "rocket",
      title_en: "",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("request.invalid");
    const long = await as(a)("POST", "/api/v1/admin/features", {
      ...card,
      body_gu: "ક".repeat(401),
    });
    expect(long.statusCode).toBe(400);
    const missing = await as(a)("PUT", "/api/v1/admin/features/nope", card);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("feature.not_found");
    const order = await as(a)("PUT", "/api/v1/admin/features-order", { ids: ["privacy", "nope"] });
    expect(order.json().error.code).toBe("feature.not_found");
  });
});

describe("the advertisers' lead form", () => {
  it("takes a visitor's request, which admins list and follow up", async () => {
    const sent = await postLead({ lead });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data.id;
    const a = await admin();
    const list = (await as(a)("GET", "/api/v1/admin/leads")).json();
    expect(list.data[0]).toMatchObject({ id, ...{ name: lead.name, status: "new" } });
    const marked = await as(a)("PUT", `/api/v1/admin/leads/${id}`, { status: "contacted" });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.status).toBe("contacted");
    const contacted = (await as(a)("GET", "/api/v1/admin/leads?status=contacted")).json().data;
    expect(contacted.map((l: { id: string }) => l.id)).toContain(id);
    const fresh = (await as(a)("GET", "/api/v1/admin/leads?status=new")).json().data;
    expect(fresh.map((l: { id: string }) => l.id)).not.toContain(id);
    const [line] = await auditLines(a, "leads.status");
    expect(line).toMatchObject({
      target: id,
      details: { status: "contacted", business: lead.business },
    });
    // The advertiser's contact details stay out of the log.
    expect(JSON.stringify(line)).not.toContain(lead.email);
    expect(JSON.stringify(line)).not.toContain(lead.phone);
  });

  it("names each bad field", async () => {
    const res = await postLead({
      lead: { ...lead, phone: "12", email: "not-mail", message: "hi", consent: false, name: " " },
    });
    expect(res.statusCode).toBe(400);
    const { code, fields } = res.json().error;
    expect(code).toBe("request.invalid");
    expect(Object.keys(fields).sort()).toEqual(
      ["lead.consent", "lead.email", "lead.message", "lead.name", "lead.phone"].sort(),
    );
    expect((await postLead({})).statusCode).toBe(400);
    expect((await postLead({ lead: { ...lead, name: "a\u0000b" } })).statusCode).toBe(400);
  });

  it("takes few requests from one address", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await postLead({ lead }, "198.51.100.77")).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    const refused = await postLead({ lead }, "198.51.100.77");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("request.rate_limited");
    expect((await postLead({ lead }, "198.51.100.78")).statusCode).toBe(201);
  });

  it("is listed and changed by admins only", async () => {
    const member = await createMember(t.app);
    expect((await as(member)("GET", "/api/v1/admin/leads")).statusCode).toBe(403);
    expect((await visitor("GET", "/api/v1/admin/leads")).statusCode).toBe(401);
    expect(
      (await as(member)("PUT", "/api/v1/admin/leads/x", { status: "closed" })).statusCode,
    ).toBe(403);
    const a = await admin();
    const missing = await as(a)("PUT", "/api/v1/admin/leads/nope", { status: "closed" });
    expect(missing.json().error.code).toBe("lead.not_found");
    const bad = await as(a)("PUT", "/api/v1/admin/leads/nope", { status: "won" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the mobile apps", () => {
  it("lists only the stores configured", async () => {
    const res = await visitor("GET", "/api/v1/apps");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      android: {
        url: "https://play.google.com/store/apps/details?id=in.sagpan",
        min_version: null,
      },
      ios: null,
    });
  });
});

describe("community groups and migrate", () => {
  it("moves a profile between groups, filters lists by group, with an audit line", async () => {
    const a = await admin();
    for (const g of [
      { code: "Surat", name_en: "Surat Samaj", name_gu: "સુરત સમાજ" },
      { code: "baroda", name_en: "Baroda Samaj", name_gu: "વડોદરા સમાજ" },
    ]) {
      expect((await as(a)("POST", "/api/v1/admin/groups", g)).statusCode).toBe(201);
    }
    const taken = await as(a)("POST", "/api/v1/admin/groups", {
      code: "surat",
      name_en: "x",
      name_gu: "x",
    });
    expect(taken.json().error.code).toBe("group.exists");

    const viewer = await createMember(t.app, { body: { gender: "male" } });
    const bride = await createMember(t.app, { body: { gender: "female" } });
    const list = async (group: string) =>
      (await as(viewer)("GET", `/api/v1/profiles?usergroup=${group}`))
        .json()
        .data.map((p: { id: string }) => p.id);
    expect(await list("surat")).toEqual([]); // cached empty page, cleared by the move

    const moved = await as(a)("GET", `/api/v1/migrate?pid=${bride.userId}&usergroup=surat`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toEqual({ pid: bride.userId, usergroup: "surat", from: null });
    expect(await list("surat")).toEqual([bride.userId]);

    await as(a)("GET", `/api/v1/migrate?pid=${bride.userId}&usergroup=baroda`);
    expect(await list("surat")).toEqual([]);
    expect(await list("baroda")).toEqual([bride.userId]);
    const groups = (await as(a)("GET", "/api/v1/admin/groups")).json().data;
    expect(groups.find((g: { code: string }) => g.code === "baroda").members).toBe(1);
    // The Members tab shows the group and moves from there.
    const found = await as(a)("GET", `/api/v1/admin/members?q=${bride.userId}`);
    expect(found.json().data[0]).toMatchObject({ id: bride.userId, usergroup: "baroda" });

    const [line] = await auditLines(a, "profiles.migrate");
    expect(line).toMatchObject({ target: bride.userId, details: { from: "surat", to: "baroda" } });

    const out = await as(a)("GET", `/api/v1/migrate?pid=${bride.userId}&usergroup=`);
    expect(out.json().data.usergroup).toBeNull();
    expect(await list("baroda")).toEqual([]);

    const renamed = await as(a)("PUT", "/api/v1/admin/groups/baroda", {
      name_en: "Vadodara Samaj",
      name_gu: "વડોદરા સમાજ",
    });
    expect(renamed.statusCode).toBe(200);
  });

  it("refuses unknown groups and profiles, and non-admins", async () => {
    const a = await admin();
    const member = await createMember(t.app);
    const noGroup = await as(a)("GET", `/api/v1/migrate?pid=${member.userId}&usergroup=nowhere`);
    expect(noGroup.json().error.code).toBe("group.not_found");
    await as(a)("POST", "/api/v1/admin/groups", { code: "rajkot", name_en: "R", name_gu: "ર" });
    const noProfile = await as(a)("GET", "/api/v1/migrate?pid=nobody&usergroup=rajkot");
    expect(noProfile.json().error.code).toBe("profile.not_found");
    const badCode = await as(a)("GET", "/api/v1/migrate?pid=x&usergroup=Not%20a%20code!");
    expect(badCode.statusCode).toBe(400);
    expect((await as(a)("GET", "/api/v1/migrate?usergroup=rajkot")).statusCode).toBe(400);
    const url = `/api/v1/migrate?pid=${member.userId}&usergroup=rajkot`;
    expect((await as(member)("GET", url)).statusCode).toBe(403);
    expect((await visitor("GET", url)).statusCode).toBe(401);
    expect((await as(member)("GET", "/api/v1/admin/groups")).statusCode).toBe(403);
    expect(
      (await as(member)("POST", "/api/v1/admin/groups", { code: "x", name_en: "x", name_gu: "x" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await visitor("PUT", "/api/v1/admin/groups/rajkot", { name_en: "x", name_gu: "x" }))
        .statusCode,
    ).toBe(401);
    const badList = await as(member)("GET", "/api/v1/profiles?usergroup=%3Bdrop");
    expect(badList.statusCode).toBe(400);
  });
});
