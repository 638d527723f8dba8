import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { privacyFixtures } from "./privacy-fixtures.ts";

/**
 * Every GET route of the OpenAPI document, called as a member who may not see a bride's photos
 * while she appears in his lists, interests, chat requests, photo requests, bookmarks and
 * notifications: no reply may carry her photo's id (every photo URL names it) or its blurhash.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const f = privacyFixtures(() => t);

type Op = { method: string; path: string; params: { in: string; name: string }[] };

function getOperations(): Op[] {
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => method === "get")
      .map(([method, op]) => ({ method, path, params: op.parameters ?? [] })),
  );
}

/** Each route with every path parameter and id-like query parameter set to `id`. */
function urlsFor(op: Op, id: string): string[] {
  const path = op.path.replace(/\{[^}]+\}/g, id);
  const query = op.params
    .filter((p) => p.in === "query" && /^(id|pid|to|with|profile_id|user_id)$/.test(p.name))
    .map((p) => `${p.name}=${id}`);
  const urls = [query.length ? `${path}?${query.join("&")}` : path];
  if (op.params.some((p) => p.in === "query" && p.name === "type")) {
    urls.push(`${path}?type=received`, `${path}?type=sent`);
  }
  if (op.params.some((p) => p.in === "query" && p.name === "direction")) {
    urls.push(`${path}?direction=received`, `${path}?direction=sent`);
  }
  return urls;
}

async function walk(viewer: { token: string }, ownerId: string) {
  const replies: { url: string; status: number; body: string }[] = [];
  for (const op of getOperations()) {
    for (const url of urlsFor(op, ownerId)) {
      const res = await f.as(viewer)("GET", url);
      replies.push({ url, status: res.statusCode, body: res.body });
    }
  }
  return replies;
}

describe("no photo reaches a member who may not see it, on any route", () => {
  it("walks every GET route as that member, then as one who may", async () => {
    const bride = await f.brideWithPhoto();
    const groom = await f.groom();
    await f.setPrivacy(bride, { photos: "connected" });
    // She reaches him in every way that is not a connection.
    await f.as(bride)("POST", "/api/v1/interests", { interest: { to: groom.userId } });
    await f.as(bride)("POST", "/api/v1/chatrequests", { chat_request: { to: groom.userId } });
    await f.as(groom)("POST", "/api/v1/bookmarks", { bookmark: { to: bride.userId } });
    await f.setPrivacy(groom, { photos: "on_request" });
    await f.requestPhotos(bride, groom.userId);

    const replies = await walk(groom, bride.userId);
    const leaks = replies.filter(
      (r) => r.body.includes(bride.picId) || r.body.includes(bride.blurhash),
    );
    expect(leaks.map((r) => r.url)).toEqual([]);
    // The walk reached her: many replies name her, and nothing failed on the server.
    const naming = replies.filter((r) => r.status === 200 && r.body.includes(bride.userId));
    expect(naming.length).toBeGreaterThanOrEqual(6);
    expect(replies.filter((r) => r.status >= 500).map((r) => r.url)).toEqual([]);

    // The same walk once they are connected does find her photo: the check can fail.
    const answered = await f.as(groom)("GET", "/api/v1/interests?type=received");
    const interest = answered.json().data[0] as { id: string };
    await f.as(groom)("PUT", `/api/v1/interests/${interest.id}`, {
      interest: { status: "accepted" },
    });
    const after = await walk(groom, bride.userId);
    expect(after.filter((r) => r.body.includes(bride.picId)).length).toBeGreaterThan(3);
  });
});
