import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photo } from "../modules/pictures/photo-fixtures.ts";
import { createMember } from "../test/factories.ts";
import type { TestApp } from "../test/test-app.ts";
import { createLegacyTestApp, legacyCaller, legacyUpload } from "./legacy-calls.ts";
import { specCaller } from "./spec-calls.ts";

// Issue 25's table, the rows of chatting, reporting and photos, as the original's client
// sends them and reads them.

let t: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;
const man = () =>
  createMember(t.app, {
    db: t.database.db,
    plan: "Trust",
    body: { gender: "male", name: "Mehul", lastName: "Shah", birthdate: "1994-02-10" },
  });
const woman = () => createMember(t.app, { db: t.database.db, plan: "Trust" });
beforeAll(async () => {
  t = await createLegacyTestApp();
});
afterAll(() => t.close());

const as = (m: Member) => legacyCaller(t.app, m.token);

describe("chat requests and /invites", () => {
  it("to_profile has age, city, occupation, work, user_id; invites are profiles, answered by id", async () => {
    const [a, b] = [await man(), await woman()];
    await as(b)("PUT", `/api/v1/profiles/${b.userId}/`, {
      id: b.userId,
      profile: { current_city: "Vadodara", occupation: "Teacher", work: "government_job" },
    });
    await as(a)("PUT", `/api/v1/profiles/${a.userId}/`, {
      id: a.userId,
      profile: { current_city: "Surat", occupation: "Engineer" },
    });
    await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } });
    const sent = await as(a)("GET", "/api/v1/chatrequests/?accepted=false&from=0");
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data[0].to_profile).toMatchObject({
      user_id: b.userId,
      age: expect.any(Number),
      current_city: "Vadodara",
      city: "Vadodara",
      occupation: "Teacher",
      work: "government_job",
    });
    const invites = await as(b)("GET", "/api/v1/invites");
    expect(invites.statusCode).toBe(200);
    const [invite] = invites.json().data;
    expect(invite).toMatchObject({ id: a.userId, user_id: a.userId, name: "Mehul", city: "Surat" });
    // Its Accept names the sender's profile id.
    const accept = await as(b)("PUT", `/api/v1/chatrequests/${invite.id}/`, {
      id: invite.id,
      chat_request: { accepted: true, declined: false },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json().data).toMatchObject({ accepted: true });
  });

  it("a profile id answers only a request that member sent me", async () => {
    const [a, b, c] = [await man(), await woman(), await woman()];
    await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } });
    const body = { chat_request: { accepted: true, declined: false } };
    expect((await as(c)("PUT", `/api/v1/chatrequests/${a.userId}/`, body)).statusCode).toBe(404);
    expect((await as(a)("PUT", `/api/v1/chatrequests/${b.userId}/`, body)).statusCode).toBe(404);
  });
});

describe("GET /chat/threads and GET /message/{id}*{n}", () => {
  it("threads carry the original's fields and total; a page carries inserted_at, last_online_at, total", async () => {
    const [a, b] = [await man(), await woman()];
    const { id } = (
      await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } })
    ).json().data;
    await as(b)("PUT", `/api/v1/chatrequests/${id}/`, {
      id,
      chat_request: { accepted: true, declined: false },
    });
    const sent = await as(a)("POST", "/api/v1/message/", {
      message: { to: b.userId, message: "Kem cho?" },
    });
    expect(sent.json().data.inserted_at).toBe(sent.json().data.created_at);
    const threads = await as(b)("GET", "/api/v1/chat/threads?limit=20&offset=0");
    expect(threads.statusCode).toBe(200);
    expect(threads.json().total).toBe(1);
    expect(threads.json().data[0]).toMatchObject({
      from_profile: a.userId,
      from_user: a.userId,
      name: "Mehul",
      last_name: "Shah",
      profile_pic: expect.stringMatching(/^\/api\/v1\//),
      unread_count: 1,
      last_message: "Kem cho?",
    });
    const page = await as(b)("GET", `/api/v1/message/${a.userId}*0`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 1, last_online_at: sent.json().data.created_at });
    expect(page.json().data[0]).toMatchObject({
      message: "Kem cho?",
      inserted_at: expect.any(String),
    });
    // Sagpan's own chat page keeps its shape.
    const own = await specCaller(t.app, b.token)("GET", "/api/v1/chat/threads?limit=20&offset=0");
    expect(own.json().data[0].last_message).toMatchObject({ message: "Kem cho?" });
  });

  it("an accepted chat not yet begun is listed with an empty last message", async () => {
    const [a, b] = [await man(), await woman()];
    const { id } = (
      await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } })
    ).json().data;
    await as(b)("PUT", `/api/v1/chatrequests/${id}/`, {
      id,
      chat_request: { accepted: true, declined: false },
    });
    const threads = (await as(a)("GET", "/api/v1/chat/threads?limit=20&offset=0")).json();
    expect(threads.total).toBe(1);
    expect(threads.data[0]).toMatchObject({
      last_message: "",
      from_user: b.userId,
      unread_count: 0,
    });
  });
});

describe("POST /user/report again", () => {
  it("409 with an error it can show", async () => {
    const [a, b] = [await man(), await woman()];
    const body = { user_report: { user_to_id: b.userId, reason: "Fake photos" } };
    expect((await as(a)("POST", "/api/v1/user/report", body)).statusCode).toBe(201);
    const again = await as(a)("POST", "/api/v1/user/report", body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: "You have already reported this profile",
      code: "report.already_reported",
    });
  });
});

describe("DELETE /pics/{id}", () => {
  it("204 with no body; another member's photo is still 404", async () => {
    const [a, b] = [await man(), await woman()];
    const up = await legacyUpload(t.app, a.token, "/api/v1/bulk/picb", [
      { name: "me.jpg", field: "img_upload", bytes: await photo(700, 700) },
    ]);
    const picId = up.json().data[0].id;
    const theirs = await as(b)("DELETE", `/api/v1/pics/${picId}`);
    expect(theirs.statusCode).toBe(404);
    expect(typeof theirs.json().error).toBe("string");
    const res = await as(a)("DELETE", `/api/v1/pics/${picId}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await as(a)("GET", "/api/v1/pics")).json().data).toEqual([]);
  });
});
