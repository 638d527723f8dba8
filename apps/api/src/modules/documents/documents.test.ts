import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { makeAdmin, pdfBytes, uploadDoc } from "../../test/trust-factories.ts";
import { photo } from "../pictures/photo-fixtures.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t.app);
  await makeAdmin(t.database.db, admin.userId);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });
const decide = (id: string, token: string, payload: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/admin/documents/${id}/decision`,
    headers: bearer(token),
    payload,
  });

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
};

describe("uploading verification documents", () => {
  it("stores a PDF privately as pending and lists it with its status", async () => {
    const m = await createMember(t.app);
    const res = await uploadDoc(t.app, m.token, "GovID");
    expect(res.statusCode).toBe(201);
    const doc = res.json().data;
    expect(doc).toMatchObject({
      doc_type: "GovID",
      status: "pending",
      rejection_reason: null,
      content_type: "application/pdf",
      size: pdfBytes.length,
      file_url: `/api/v1/admin/documents/${doc.id}/file`,
      decided_at: null,
    });
    const stored = await filesUnder(join(t.filesDir, "docs", m.userId));
    expect(stored).toHaveLength(1);

    const list = await get("/api/v1/verification/docs", m.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ data: [doc], next: null });
  });

  it("accepts JPEG, PNG and WebP photos of a document, by content", async () => {
    const m = await createMember(t.app);
    for (const format of ["jpeg", "png", "webp"] as const) {
      const res = await uploadDoc(t.app, m.token, "JobID", {
        name: "scan.bin",
        bytes: await photo(300, 200, format),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.content_type).toBe(`image/${format}`);
    }
  });

  it("refuses an unknown document type before reading the file", async () => {
    const m = await createMember(t.app);
    const res = await uploadDoc(t.app, m.token, "Passport");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("documents.invalid_type");
  });

  it("refuses a file that is not an image or PDF, whatever its name", async () => {
    const m = await createMember(t.app);
    const res = await uploadDoc(t.app, m.token, "GovID", {
      name: "id.pdf",
      bytes: Buffer.from("<html><script>alert(1)</script></html>"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("upload.unsupported_type");
    expect(await filesUnder(join(t.filesDir, "docs", m.userId))).toEqual([]);
  });

  it("refuses files over 10 MB and uploads without a file", async () => {
    const m = await createMember(t.app);
    const big = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await uploadDoc(t.app, m.token, "SalaryID", { name: "slip.pdf", bytes: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe("upload.too_large");

    const none = await t.app.inject({
      method: "POST",
      url: "/api/v1/verification/doc?docType=SalaryID",
      headers: { ...bearer(m.token), "content-type": "multipart/form-data; boundary=x" },
      payload: "--x--\r\n",
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe("upload.missing_file");
  });

  it("needs a member and limits documents waiting for review", async () => {
    expect((await uploadDoc(t.app, "not-a-token", "GovID")).statusCode).toBe(401);
    const m = await createMember(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await uploadDoc(t.app, m.token, "PropertyDoc")).statusCode).toBe(201);
    }
    const sixth = await uploadDoc(t.app, m.token, "PropertyDoc");
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.code).toBe("documents.too_many");
  });

  it("marks the completion flag of the uploaded type as added, not as verified", async () => {
    const m = await createMember(t.app);
    await uploadDoc(t.app, m.token, "SalaryID");
    const completion = (await get("/api/v1/profile/completion", m.token)).json().data;
    expect(completion).toMatchObject({
      personal_verification_added: false,
      job_verification_added: false,
      salary_verification_added: true,
      property_verification_added: false,
    });
    const mine = (await get("/api/v1/myprofile", m.token)).json();
    expect(mine.completion.salary_verification_added).toBe(true);
    expect(mine.data.badges.income).toBe(false);
  });
});

describe("who can read a document's file", () => {
  it("serves it to its owner and to admins only, never without a token", async () => {
    const owner = await createMember(t.app);
    const other = await createMember(t.app);
    const doc = (await uploadDoc(t.app, owner.token, "GovID")).json().data;

    const mine = await get(doc.file_url, owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("application/pdf");
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.rawPayload.equals(pdfBytes)).toBe(true);

    expect((await get(doc.file_url, admin.token)).statusCode).toBe(200);
    const stranger = await get(doc.file_url, other.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe("documents.not_found");
    expect((await get(doc.file_url)).statusCode).toBe(401);
  });
});

describe("admin review", () => {
  it("is for admins only", async () => {
    const m = await createMember(t.app);
    const doc = (await uploadDoc(t.app, m.token, "GovID")).json().data;
    const list = await get("/api/v1/admin/documents", m.token);
    expect(list.statusCode).toBe(403);
    expect(list.json().error).toEqual({
      code: "admin.required",
      message: "Only administrators can do this",
    });
    const res = await decide(doc.id, m.token, { action: "approve" });
    expect(res.statusCode).toBe(403);
    expect((await get("/api/v1/admin/documents")).statusCode).toBe(401);
  });

  it("lists pending documents oldest first with whose they are", async () => {
    const m = await createMember(t.app, {
      body: { name: "Hetal", lastName: "Desai", birthdate: "1996-02-14" },
    });
    const doc = (await uploadDoc(t.app, m.token, "JobID")).json().data;
    const res = await get("/api/v1/admin/documents?status=pending&limit=100", admin.token);
    expect(res.statusCode).toBe(200);
    const found = res.json().data.find((d: { id: string }) => d.id === doc.id);
    expect(found).toMatchObject({
      user_id: m.userId,
      name: "Hetal",
      lastName: "Desai",
      birthdate: "1996-02-14",
      email: m.email,
      status: "pending",
    });
    const times = res.json().data.map((d: { created_at: string }) => d.created_at);
    expect([...times].sort()).toEqual(times);
  });

  it("approving grants the badge, raises the score and sends the score event", async () => {
    const m = await createMember(t.app);
    const doc = (await uploadDoc(t.app, m.token, "GovID")).json().data;
    const before = (await get("/api/v1/myprofile", m.token)).json().data.score;
    const emitted = vi.spyOn(t.app.realtime, "toUser");

    const res = await decide(doc.id, admin.token, { action: "approve" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: doc.id, status: "approved", user_id: m.userId });

    const after = (await get("/api/v1/myprofile", m.token)).json().data;
    expect(after.badges.id).toBe(true);
    expect(after.score).toBe(before + 12);
    expect(emitted).toHaveBeenCalledWith(
      m.userId,
      "score",
      expect.objectContaining({ score: before + 12, personal_verification_verified: true }),
    );
    emitted.mockRestore();

    const again = await decide(doc.id, admin.token, { action: "reject", reason: "Blurry" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("documents.already_decided");
  });

  it("sets the badge of each type: job, income and property", async () => {
    const m = await createMember(t.app);
    for (const type of ["JobID", "SalaryID", "PropertyDoc"]) {
      const doc = (await uploadDoc(t.app, m.token, type)).json().data;
      expect((await decide(doc.id, admin.token, { action: "approve" })).statusCode).toBe(200);
    }
    const badges = (await get("/api/v1/myprofile", m.token)).json().data.badges;
    expect(badges).toEqual({ id: false, job: true, income: true, property: true });
  });

  it("rejecting needs a reason, which the member then sees", async () => {
    const m = await createMember(t.app);
    const doc = (await uploadDoc(t.app, m.token, "GovID")).json().data;
    const bare = await decide(doc.id, admin.token, { action: "reject" });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.code).toBe("request.invalid");

    const res = await decide(doc.id, admin.token, {
      action: "reject",
      reason: "The photo is blurred",
    });
    expect(res.statusCode).toBe(200);
    const [mine] = (await get("/api/v1/verification/docs", m.token)).json().data;
    expect(mine).toMatchObject({ status: "rejected", rejection_reason: "The photo is blurred" });
    expect(mine.decided_at).not.toBeNull();
    const profile = (await get("/api/v1/myprofile", m.token)).json();
    expect(profile.data.badges.id).toBe(false);
    // A rejected document asks for a new one, so the type no longer counts as added.
    expect(profile.completion.personal_verification_added).toBe(false);
  });

  it("answers 404 for an unknown document", async () => {
    const res = await decide("0190d2c4-5b6a-7c8d-9e0f-1a2b3c4d5e6f", admin.token, {
      action: "approve",
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("documents.not_found");
  });
});
