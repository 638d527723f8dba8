import { isPhoneNumber } from "@sagpan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { setVerified } from "../../test/trust-factories.ts";
import { blocks } from "../blocks/blocks.table.ts";
import { contacts } from "./contacts.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const father = {
  name: "Ramesh Patel",
  relation: "Father",
  phone: "+91 98250 12345",
  occupation: "Retired bank manager",
  current_city: "Vadodara",
  address: "12, Shanti Nagar, Alkapuri",
};
const brother = { name: "Harsh Patel", relation: "Brother", phone: "079 4000 1234" };

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const save = (token: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/v1/contacts", headers: bearer(token), payload });

describe("saving my contacts", () => {
  it("replaces the list, keeps the order and adds 20 to the score", async () => {
    const m = await createMember(t.app);
    const before = (await get("/api/v1/myprofile", m.token)).json().data.score;
    const res = await save(m.token, { contacts: [father, brother] });
    expect(res.statusCode).toBe(200);
    const expected = [father, { ...brother, occupation: null, current_city: null, address: null }];
    expect(res.json()).toEqual({ data: expected, next: null });
    expect((await get("/api/v1/contacts", m.token)).json().data).toEqual(expected);

    const mine = (await get("/api/v1/myprofile", m.token)).json().data;
    expect(mine.score).toBe(before + 20);
    expect(mine.contact).toEqual(expected);

    // Saving again replaces, and the score does not count contacts twice.
    const single = await save(m.token, { contact: brother });
    expect(single.statusCode).toBe(200);
    expect(single.json().data).toHaveLength(1);
    expect((await get("/api/v1/myprofile", m.token)).json().data.score).toBe(before + 20);
  });

  it("needs name, relation and phone in every row, and at least one row", async () => {
    const m = await createMember(t.app);
    const missing = await save(m.token, { contacts: [{ name: "Ramesh", relation: "Father" }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe("request.invalid");
    expect(Object.keys(missing.json().error.fields)).toContain("contacts.0.phone");

    const blank = await save(m.token, { contacts: [{ ...father, name: "   " }] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields["contacts.0.name"]).toBeDefined();

    expect((await save(m.token, { contacts: [] })).statusCode).toBe(400);
    expect((await save(m.token, {})).statusCode).toBe(400);
    expect((await get("/api/v1/contacts", m.token)).json().data).toEqual([]);
  });

  it("refuses a phone number that cannot be dialled", async () => {
    const m = await createMember(t.app);
    const res = await save(m.token, { contacts: [{ ...father, phone: "12345" }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields["contacts.0.phone"]).toMatch(/valid phone number/);
  });

  it("stores blank optional fields as null", async () => {
    const m = await createMember(t.app);
    const res = await save(m.token, {
      contacts: [{ ...brother, occupation: "", current_city: " ", address: null }],
    });
    expect(res.json().data[0]).toMatchObject({
      occupation: null,
      current_city: null,
      address: null,
    });
  });

  it("needs a member", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/contacts",
      payload: { contacts: [father] },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("phone numbers", () => {
  it.each([
    "98250 12345",
    "+91 98250 12345",
    "+91-98250-12345",
    "079-4000-1234",
    "(079) 4000 1234",
    "919825012345",
    "0091 98250 12345",
    "+1 (415) 555-2671",
    "+44 20 7946 0958",
  ])("accepts %s", (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each(["12345", "98250 1234a", "+12", "call me", "98250123456789012", ""])(
    "refuses %j",
    (phone) => {
      expect(isPhoneNumber(phone)).toBe(false);
    },
  );
});

type Plan = "Free" | "Belief" | "Trust";

/** Business rules, Plans: who sees another member's contacts. */
function expected(plan: Plan, viewerVerified: boolean, targetVerified: boolean) {
  if (plan === "Free") return { status: 402, code: "plan.upgrade_required", hidden: "plan" };
  if (!viewerVerified) {
    return { status: 403, code: "contacts.viewer_not_verified", hidden: "viewer_not_verified" };
  }
  if (plan === "Belief" && !targetVerified) {
    return { status: 423, code: "contacts.target_not_verified", hidden: "target_not_verified" };
  }
  return { status: 200, code: null, hidden: null };
}

describe("another member's contacts", () => {
  const cases: [Plan, boolean, boolean][] = [];
  for (const plan of ["Free", "Belief", "Trust"] as const) {
    for (const viewerVerified of [false, true]) {
      for (const targetVerified of [false, true])
        cases.push([plan, viewerVerified, targetVerified]);
    }
  }

  it.each(cases)(
    "plan %s, viewer verified %s, profile verified %s",
    async (plan, viewerVerified, targetVerified) => {
      const viewer = await createMember(t.app, {
        db: t.database.db,
        ...(plan === "Free" ? {} : { plan }),
      });
      const target = await createMember(t.app, {
        body: { gender: "male", birthdate: "1994-02-01" },
      });
      await save(target.token, { contacts: [father] });
      await setVerified(t.database.db, viewer.userId, { idVerified: viewerVerified });
      await setVerified(t.database.db, target.userId, { idVerified: targetVerified });
      const want = expected(plan, viewerVerified, targetVerified);

      const res = await get(`/api/v1/contacts?pid=${target.userId}`, viewer.token);
      expect(res.statusCode).toBe(want.status);
      if (want.code) expect(res.json().error.code).toBe(want.code);
      else expect(res.json().data).toEqual([father]);
      if (want.code === "plan.upgrade_required" && plan === "Free") {
        expect(res.json().error.message).toBe(
          "Contact details are hidden. Upgrade your plan to view.",
        );
      }

      const profile = (await get(`/api/v1/profiles/${target.userId}`, viewer.token)).json();
      expect(profile.flags.contacts_hidden).toBe(want.hidden);
      expect(profile.data.contact).toEqual(want.hidden ? [] : [father]);
    },
  );

  it("answers 404 for an unknown or blocked profile, in both directions", async () => {
    const viewer = await createMember(t.app, { db: t.database.db, plan: "Trust" });
    await setVerified(t.database.db, viewer.userId);
    const unknown = await get(
      "/api/v1/contacts?pid=0190d2c4-5b6a-7c8d-9e0f-1a2b3c4d5e6f",
      viewer.token,
    );
    expect(unknown.statusCode).toBe(404);

    for (const direction of ["viewer blocked", "blocked the viewer"]) {
      const target = await createMember(t.app);
      await save(target.token, { contacts: [father] });
      await setVerified(t.database.db, target.userId);
      const [blockerId, blockedId] =
        direction === "viewer blocked"
          ? [viewer.userId, target.userId]
          : [target.userId, viewer.userId];
      await t.database.db.insert(blocks).values({ blockerId, blockedId });
      const res = await get(`/api/v1/contacts?pid=${target.userId}`, viewer.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("profile.not_found");
    }
  });

  it("my own id answers my own list", async () => {
    const m = await createMember(t.app);
    await save(m.token, { contacts: [father] });
    expect((await get(`/api/v1/contacts?pid=${m.userId}`, m.token)).json().data).toEqual([father]);
  });

  it("goes with the account when it is deleted", async () => {
    const m = await createMember(t.app);
    await save(m.token, { contacts: [father, brother] });
    const rows = () =>
      t.database.db.select().from(contacts).where(eq(contacts.profileId, m.userId));
    expect(await rows()).toHaveLength(2);
    await t.app.inject({
      method: "DELETE",
      url: "/api/v1/delete/profile",
      headers: bearer(m.token),
    });
    expect(await rows()).toHaveLength(0);
  });
});
