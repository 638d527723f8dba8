import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { setVerified } from "../../test/trust-factories.ts";
import { blocks } from "../blocks/blocks.table.ts";
import { photo, uploadPhotos } from "../pictures/photo-fixtures.ts";

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), "sagpan-biodata-api-"));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const hasPoppler = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** The PDF's text, through poppler's pdftotext. */
async function pdfText(bytes: Buffer): Promise<string> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  return execFileSync("pdftotext", [file, "-"]).toString();
}

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });

/** A bride with an ID-verified profile and a contact, as another member would download. */
async function verifiedBride() {
  const m = await createMember(t.app, { body: { name: "Krupa", lastName: "Patel" } });
  await setVerified(t.database.db, m.userId);
  await t.app.inject({
    method: "POST",
    url: "/api/v1/contacts",
    headers: bearer(m.token),
    payload: { contacts: [{ name: "Ramesh Patel", relation: "Father", phone: "98250 12345" }] },
  });
  return m;
}
const groom = (plan?: "Belief" | "Trust") =>
  createMember(t.app, {
    db: t.database.db,
    ...(plan ? { plan } : {}),
    body: { gender: "male", birthdate: "1994-02-01", name: "Amit", lastName: "Shah" },
  });

describe("my biodata", () => {
  it("gives a short-lived link to a PDF named biodata.pdf, verified or not", async () => {
    const m = await createMember(t.app);
    const res = await get("/api/v1/biodata", m.token);
    expect(res.statusCode).toBe(200);
    const { url, filename, expires_at } = res.json();
    expect(filename).toBe("biodata.pdf");
    expect(new Date(expires_at).getTime() - t.clock.now.getTime()).toBe(5 * 60 * 1000);
    expect(url).toMatch(/^\/api\/v1\/files\/biodata\/.+lang=en/);

    const pdf = await get(url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      `attachment; filename="biodata.pdf"; filename*=UTF-8''biodata.pdf`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("is in the member's language unless another is asked for", async () => {
    const gu = await createMember(t.app, { body: { lang: "gu" } });
    expect((await get("/api/v1/biodata", gu.token)).json().url).toContain("lang=gu");
    expect((await get("/api/v1/biodata?lang=en", gu.token)).json().url).toContain("lang=en");
    expect((await get("/api/v1/biodata?lang=fr", gu.token)).statusCode).toBe(400);
  });

  it("carries the primary photo", async () => {
    const m = await createMember(t.app);
    await uploadPhotos(t.app, m.token, [{ name: "me.jpg", bytes: await photo(600, 800) }]);
    const { url } = (await get("/api/v1/biodata", m.token)).json();
    const pdf = (await get(url)).rawPayload.toString("latin1");
    expect(pdf).toContain("/Subtype /Image");
  });

  it("needs a member for the link, and a valid, fresh signature for the file", async () => {
    expect((await get("/api/v1/biodata")).statusCode).toBe(401);
    const m = await createMember(t.app);
    const { url } = (await get("/api/v1/biodata", m.token)).json();
    const forged = await get(url.replace(/s=[^&]+/, "s=AAAAAAAAAAAAAAAAAAAAAA"));
    expect(forged.statusCode).toBe(404);
    const otherLang = await get(url.replace("lang=en", "lang=gu"));
    expect(otherLang.statusCode).toBe(404);

    t.clock.advance(5 * 60 * 1000 + 1);
    const expired = await get(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.code).toBe("biodata.link_expired");
  });
});

describe("another member's biodata", () => {
  it("is 402 on the Free plan", async () => {
    const bride = await verifiedBride();
    const viewer = await groom();
    const res = await get(`/api/v1/profile/biodata?pid=${bride.userId}`, viewer.token);
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toEqual({
      code: "plan.upgrade_required",
      message: "Plan upgrade required to use this feature",
    });
  });

  it("is 423 when that profile's ID is not verified", async () => {
    const bride = await createMember(t.app);
    const viewer = await groom("Trust");
    const res = await get(`/api/v1/profile/biodata?pid=${bride.userId}`, viewer.token);
    expect(res.statusCode).toBe(423);
    expect(res.json().error).toEqual({
      code: "biodata.not_verified",
      message: "This profile is not verified",
    });
  });

  it("is 404 for an unknown profile and when either blocked the other", async () => {
    const viewer = await groom("Trust");
    const unknown = await get(
      "/api/v1/profile/biodata?pid=0190d2c4-5b6a-7c8d-9e0f-1a2b3c4d5e6f",
      viewer.token,
    );
    expect(unknown.statusCode).toBe(404);
    const bride = await verifiedBride();
    await t.database.db
      .insert(blocks)
      .values({ blockerId: bride.userId, blockedId: viewer.userId });
    expect(
      (await get(`/api/v1/profile/biodata?pid=${bride.userId}`, viewer.token)).statusCode,
    ).toBe(404);
  });

  it("downloads as {name}_{lastName}.pdf on a paid plan, with contacts when allowed", async () => {
    const bride = await verifiedBride();
    const viewer = await groom("Trust");
    await setVerified(t.database.db, viewer.userId);
    const res = await get(`/api/v1/profile/biodata?pid=${bride.userId}`, viewer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().filename).toBe("Krupa_Patel.pdf");
    const pdf = await get(res.json().url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toContain('filename="Krupa_Patel.pdf"');
    if (hasPoppler) expect(await pdfText(pdf.rawPayload)).toContain("98250 12345");
  });

  it.skipIf(!hasPoppler && !process.env.CI)(
    "leaves contacts out when the viewer may not see them",
    async () => {
      const bride = await verifiedBride();
      // Belief may download a verified profile, but an unverified viewer sees no contacts.
      const viewer = await groom("Belief");
      const { url } = (
        await get(`/api/v1/profile/biodata?pid=${bride.userId}`, viewer.token)
      ).json();
      const text = (await pdfText((await get(url)).rawPayload)).replace(/\s+/g, " ");
      expect(text).toContain("Krupa Patel");
      // The true reason and its next step: the viewer's own ID, not a plan to buy.
      expect(text).toContain("Only verified members can view contacts. Verify your ID");
      expect(text).not.toContain("Upgrade your plan");
      expect(text).not.toContain("98250");
    },
  );

  it("is checked again when the file is fetched", async () => {
    const bride = await verifiedBride();
    const viewer = await groom("Belief");
    const { url } = (await get(`/api/v1/profile/biodata?pid=${bride.userId}`, viewer.token)).json();
    await t.database.db
      .insert(blocks)
      .values({ blockerId: bride.userId, blockedId: viewer.userId });
    expect((await get(url)).statusCode).toBe(404);
  });
});
