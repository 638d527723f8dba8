import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photo } from "../modules/pictures/photo-fixtures.ts";
import { createMember } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { pdfBytes, setVerified } from "../test/trust-factories.ts";
import { expectData, expectStatus, expectTopLevel, specCaller, specUpload } from "./spec-calls.ts";

// Spec section 7: Account, Completion, Contacts, Documents and pictures, Profiles, Biodata,
// Misc profile and Bookmarks, each call with the body the spec shows (docs/api.md).

let t: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;
let groom: Member;
let bride: Member;
beforeAll(async () => {
  t = await createTestApp();
  groom = await createMember(t.app, {
    db: t.database.db,
    plan: "Trust",
    body: { gender: "male", name: "Mehul", lastName: "Shah", birthdate: "1994-02-10" },
  });
  bride = await createMember(t.app);
});
afterAll(() => t.close());

const as = (m?: Member) => specCaller(t.app, m?.token);

describe("spec 7, Account", () => {
  it("POST /api/v1/sign_up {body} and POST /api/v1/sign_in {email,password}", async () => {
    const email = `spec.${Date.now()}@example.in`;
    const up = await as()("POST", "/api/v1/sign_up", {
      email,
      password: "secret123",
      name: "Hetal",
      lastName: "Desai",
      gender: "female",
      birthdate: "1998-01-01",
      managed_by: "self",
      declaration: true,
      consent: true,
    });
    expectStatus(up, 201);
    expectTopLevel(up.json(), ["token", "userId", "name", "myplan"]);
    const res = await as()("POST", "/api/v1/sign_in", { email, password: "secret123" });
    expectStatus(res, 200);
    expectTopLevel(res.json(), ["token", "exp", "userId", "name", "userPic", "myplan"]);
  });

  it("POST /api/v1/resetpassword {body}", async () => {
    const res = await as()("POST", "/api/v1/resetpassword", { email: bride.email });
    expectStatus(res, 200);
    expectTopLevel(res.json(), ["ok"]);
  });

  it("PUT /api/v1/user {user:{password}} (the old one too when there is one)", async () => {
    const m = await createMember(t.app);
    const bare = await as(m)("PUT", "/api/v1/user", { user: { password: "newsecret1" } });
    expectStatus(bare, 400);
    expect(bare.json().error.code).toBe("auth.old_password_required");
    const res = await as(m)("PUT", "/api/v1/user", {
      user: { password: "newsecret1", old_password: m.password },
    });
    expectStatus(res, 200);
    expectTopLevel(res.json(), ["token"]);
  });
});

describe("spec 7, Completion", () => {
  it("GET /api/v1/profile_completion (response includes remaining_personal list)", async () => {
    const res = await as(bride)("GET", "/api/v1/profile_completion");
    expectStatus(res, 200);
    expectTopLevel(res.json(), ["remaining_personal", "percent"]);
    expect(Array.isArray(res.json().remaining_personal)).toBe(true);
    expect(res.json()).not.toHaveProperty("data");
  });

  it("GET /api/v1/profile/completion", async () => {
    const res = await as(bride)("GET", "/api/v1/profile/completion");
    expectStatus(res, 200);
    expectData(res.json());
  });
});

describe("spec 7, Contacts", () => {
  const row = { name: "Ramesh", relation: "Father", phone: "98250 12345" };
  it("POST /api/v1/contacts {body} or {contacts:[...]}, then GET /api/v1/contacts", async () => {
    expectStatus(await as(bride)("POST", "/api/v1/contacts", { contact: row }), 200);
    expectStatus(await as(bride)("POST", "/api/v1/contacts", { contacts: [row, row] }), 200);
    const res = await as(bride)("GET", "/api/v1/contacts");
    expectStatus(res, 200);
    expectData(res.json(), ["name", "relation", "phone"]);
    expect(res.json().data).toHaveLength(2);
  });
});

describe("spec 7, Documents and pictures", () => {
  it("POST /api/v1/verification/doc?docType={type} (multipart)", async () => {
    const res = await specUpload(t.app, bride.token, "/api/v1/verification/doc?docType=GovID", [
      { name: "aadhaar.pdf", bytes: pdfBytes, field: "img_upload" },
    ]);
    expectStatus(res, 201);
    expectData(res.json(), ["id", "doc_type", "status"]);
  });

  it("POST /api/v1/bulk/picb (multipart), GET /pics, default/pic, set/profile/pic, DELETE /pics/{id}", async () => {
    const up = await specUpload(t.app, bride.token, "/api/v1/bulk/picb", [
      { name: "a.jpg", bytes: await photo(300, 400), field: "img_upload_0" },
      { name: "b.jpg", bytes: await photo(400, 300), field: "img_upload_1" },
    ]);
    expectStatus(up, 201);
    expectData(up.json(), ["id"]);
    const list = await as(bride)("GET", "/api/v1/pics");
    expectStatus(list, 200);
    expectData(list.json(), ["id"]);
    const [first, second] = list.json().data as { id: string }[];
    const fallback = await as(groom)("GET", `/api/v1/default/pic?pid=${bride.userId}`);
    expectStatus(fallback, 200);
    expectData(fallback.json());
    const set = await as(bride)("PUT", "/api/v1/set/profile/pic", { id: second!.id });
    expectStatus(set, 200);
    // Another member's photo id is neither theirs to make primary nor to delete.
    expectStatus(await as(groom)("PUT", "/api/v1/set/profile/pic", { id: first!.id }), 404);
    expectStatus(await as(groom)("DELETE", `/api/v1/pics/${first!.id}`), 404);
    expectStatus(await as(bride)("DELETE", `/api/v1/pics/${first!.id}`), 200);
  });
});

describe("spec 7, Profiles", () => {
  it("GET /api/v1/profiles{query}", async () => {
    const res = await as(groom)("GET", "/api/v1/profiles?gender=female&offset=0&limit=20");
    expectStatus(res, 200);
    expectData(res.json(), ["id", "name", "lastName", "age"]);
    expectTopLevel(res.json(), ["next"]);
  });

  it("GET /api/v1/profiles/{id} (response data.data, completion, flags)", async () => {
    const res = await as(groom)("GET", `/api/v1/profiles/${bride.userId}`);
    expectStatus(res, 200);
    expectData(res.json(), ["id", "name"]);
    expectTopLevel(res.json(), ["completion", "flags"]);
  });

  it("PUT /api/v1/profiles/{id}/ {id,profile}: only my own", async () => {
    const body = { id: bride.userId, profile: { current_city: "Vadodara" } };
    const res = await as(bride)("PUT", `/api/v1/profiles/${bride.userId}/`, body);
    expectStatus(res, 200);
    expect(res.json().data.current_city).toBe("Vadodara");
    const other = await as(groom)("PUT", `/api/v1/profiles/${bride.userId}/`, body);
    expect(other.statusCode).toBe(403);
  });

  it("GET /api/v1/myprofile", async () => {
    const res = await as(bride)("GET", "/api/v1/myprofile");
    expectStatus(res, 200);
    expectData(res.json(), ["id", "name"]);
  });

  it("GET /api/v1/view/profiles/{arg}: a gender, or a query string as the client sends it", async () => {
    for (const url of [
      "/api/v1/view/profiles/female",
      "/api/v1/view/profiles/?gender=female&offset=0&limit=40",
      "/api/v1/view/profiles?gender=female&offset=0&limit=40",
      `/api/v1/view/profiles/${encodeURIComponent("gender=female&offset=0&limit=40")}`,
    ]) {
      const res = await as()("GET", url);
      expectStatus(res, 200);
      expectData(res.json(), ["id", "name"]);
      const data = res.json().data as { id: string; gender: string }[];
      expect(data.map((p) => p.id)).toContain(bride.userId);
      expect(data.every((p) => p.gender === "female")).toBe(true);
      expect(data[0]).not.toHaveProperty("lastName");
    }
    const men = (await as()("GET", "/api/v1/view/profiles/?gender=male")).json().data;
    expect(men.map((p: { id: string }) => p.id)).toContain(groom.userId);
    expectStatus(await as()("GET", "/api/v1/view/profiles/?gender=robot"), 400);
    expectStatus(await as()("GET", "/api/v1/view/profiles/?limit=500"), 400);
  });

  it("GET /api/v1/view/profile?id={id} (public view)", async () => {
    const res = await as()("GET", `/api/v1/view/profile?id=${bride.userId}`);
    expectStatus(res, 200);
    expectData(res.json(), ["id", "name"]);
    expect(res.json().data).not.toHaveProperty("lastName");
  });

  it("DELETE /api/v1/delete/profile", async () => {
    const m = await createMember(t.app);
    expectStatus(await as(m)("DELETE", "/api/v1/delete/profile"), 200);
    expectStatus(await as(m)("GET", "/api/v1/myprofile"), 401);
  });
});

describe("spec 7, Biodata (the response carries a url)", () => {
  it("GET /api/v1/biodata: url at the top level, answering a PDF", async () => {
    const res = await as(bride)("GET", "/api/v1/biodata");
    expectStatus(res, 200);
    expectTopLevel(res.json(), ["url"]);
    expect(res.json()).not.toHaveProperty("data");
    const pdf = await t.app.inject({ url: res.json().url });
    expectStatus(pdf, 200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
  });

  it("GET /api/v1/profile/biodata?pid={id}: url at the top level", async () => {
    await setVerified(t.database.db, bride.userId);
    const res = await as(groom)("GET", `/api/v1/profile/biodata?pid=${bride.userId}`);
    expectStatus(res, 200);
    expectTopLevel(res.json(), ["url"]);
    expect(res.json().filename).toBe("Krupa_Patel.pdf");
  });
});

describe("spec 7, Misc profile", () => {
  it("POST /api/v1/trail {body} and GET /api/v1/trails?pid={id}", async () => {
    const note = await as(groom)("POST", "/api/v1/trail", {
      pid: bride.userId,
      note: "Call Sunday",
    });
    expectStatus(note, 201);
    expectData(note.json());
    const res = await as(groom)("GET", `/api/v1/trails?pid=${bride.userId}`);
    expectStatus(res, 200);
    expectData(res.json());
    expect(JSON.stringify(res.json().data)).toContain("Call Sunday");
    // My notes about her are mine: she does not see them in her trail about me.
    const hers = await as(bride)("GET", `/api/v1/trails?pid=${groom.userId}`);
    expect(JSON.stringify(hers.json())).not.toContain("Call Sunday");
  });
});

describe("spec 7, Bookmarks", () => {
  it("POST /api/v1/bookmarks {bookmark:{to}}, GET /api/v1/bookmarks/, DELETE /api/v1/bookmarks/{id}", async () => {
    const made = await as(groom)("POST", "/api/v1/bookmarks", { bookmark: { to: bride.userId } });
    expect([200, 201]).toContain(made.statusCode);
    expectData(made.json(), ["id", "to"]);
    const list = await as(groom)("GET", "/api/v1/bookmarks/");
    expectStatus(list, 200);
    expectData(list.json(), ["id", "to"]);
    expect(list.json().data.map((b: { to: string }) => b.to)).toContain(bride.userId);
    const id = made.json().data.id as string;
    // Another member deleting it changes nothing of mine.
    await as(bride)("DELETE", `/api/v1/bookmarks/${id}`);
    expect((await as(groom)("GET", "/api/v1/bookmarks/")).json().data).toHaveLength(1);
    expectStatus(await as(groom)("DELETE", `/api/v1/bookmarks/${id}`), 200);
    expect((await as(groom)("GET", "/api/v1/bookmarks/")).json().data).toHaveLength(0);
  });
});
