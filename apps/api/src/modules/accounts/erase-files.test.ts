import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { photo, uploadPhotos } from "../pictures/photo-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
};

describe("account deletion and files", () => {
  it("erases the member's photo files and stops serving them", async () => {
    const m = await createMember(t.app);
    const upload = await uploadPhotos(t.app, m.token, [
      { name: "me.jpg", bytes: await photo(400, 300) },
    ]);
    expect(upload.statusCode).toBe(201);
    const url = upload.json().data[0].medium as string;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await filesUnder(t.filesDir)).some((f) => f.includes(m.userId))).toBe(true);

    const score = (
      await t.app.inject({ url: "/api/v1/myprofile", headers: bearer(m.token) })
    ).json().data.score;
    expect(score).toBeGreaterThanOrEqual(10);

    await t.app.inject({
      method: "DELETE",
      url: "/api/v1/delete/profile",
      headers: bearer(m.token),
    });
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    await t.jobsDone(); // file deletions run on the job queue
    expect((await filesUnder(t.filesDir)).some((f) => f.includes(m.userId))).toBe(false);
  });
});
