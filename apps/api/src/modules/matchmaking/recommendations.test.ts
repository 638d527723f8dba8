import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { indiaDate } from "./recommendations.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
type Member = Awaited<ReturnType<typeof createMember>>;
const as = (m: { token: string }) => caller(t.app, m.token);

const essentials = (city: string) => ({
  maritial_status: "never_married",
  current_city: city,
  education: "B.Com",
  work: "private_job",
});

/** Each test lives in a city of its own; her deal-breaker keeps other tests' men out. */
let cities = 0;
async function her() {
  cities += 1;
  const city = `Recotown ${cities}`;
  const she = await createMember(t.app, { body: { name: "Riya", birthdate: "1998-03-01" } });
  await as(she)("PUT", `/api/v1/profiles/${she.userId}`, {
    profile: { ...essentials(city), height: 160 },
  });
  await as(she)("PUT", "/api/v1/preferences", { preferences: { city: [city], must: ["city"] } });
  return { she, city };
}

/** A man in `city`; `picky` ones want at most 150 cm, so she (160 cm) does not fit them. */
async function man(city: string, opts: { picky?: boolean } = {}) {
  const m = await createMember(t.app, {
    body: { name: "Parth", gender: "male", birthdate: "1995-05-05" },
  });
  await as(m)("PUT", `/api/v1/profiles/${m.userId}`, { profile: essentials(city) });
  if (opts.picky)
    await as(m)("PUT", "/api/v1/preferences", {
      preferences: { height_max: 150, must: ["height"] },
    });
  return m;
}
const men = (city: string, n: number, opts: { picky?: boolean } = {}) =>
  Promise.all(Array.from({ length: n }, () => man(city, opts)));

async function recs(m: Member) {
  const res = await as(m)("GET", "/api/v1/recommendations");
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { id: string; match: { score: number } }[]; date: string };
}
const ids = async (m: Member) => (await recs(m)).data.map((c) => c.id);
/**
 * Moves the clock on to the next 8 am in India: "later that day" then stays that India day at
 * whatever hour the suite runs (from 21:00 UTC, three hours on is the next day there).
 */
function toIndiaMorning() {
  const ist = 330 * 60_000;
  const local = new Date(t.clock.now.getTime() + ist);
  local.setUTCHours(8, 0, 0, 0);
  let at = local.getTime() - ist;
  if (at < t.clock.now.getTime()) at += DAY;
  t.clock.now = new Date(at);
}
/** A month on, the session has expired: she signs in again. */
async function signedInAgain(m: Member): Promise<Member> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/sign_in",
    payload: { email: m.email, password: m.password },
  });
  return { ...m, token: res.json().token };
}
const skip = (m: Member, id: string) => as(m)("POST", `/api/v1/recommendations/${id}/skip`);

describe("GET /api/v1/recommendations", () => {
  it("gives at most 10, mutual ones first, each saying how the pair match, the same all day", async () => {
    toIndiaMorning();
    const { she, city } = await her();
    const oneSided = await men(city, 6, { picky: true });
    const mutual = await men(city, 6);
    const first = await recs(she);
    expect(first.date).toBe(indiaDate(t.clock.now));
    expect(first.data).toHaveLength(10);
    const got = first.data.map((c) => c.id);
    expect(new Set(got.slice(0, 6))).toEqual(new Set(mutual.map((m) => m.userId)));
    for (const id of got.slice(6)) expect(oneSided.map((m) => m.userId)).toContain(id);
    expect(first.data[0]?.match.score).toBeTypeOf("number");
    // A newcomer later that day, better than some (mutual), does not change today's list.
    await man(city);
    t.clock.advance(3 * 3_600_000);
    expect(await ids(she)).toEqual(got);
  });

  it("never gives a blocked pair, anyone she sent to or heard from, or someone she skipped", async () => {
    const { she, city } = await her();
    const [sentTo, heardFrom, askedToChat, askedHer, blocked, blocker, skipped, fine] = await men(
      city,
      8,
    );
    const ok = (res: { statusCode: number; body: string }) =>
      expect(res.statusCode, res.body).toBeLessThan(300);
    ok(await as(she)("POST", "/api/v1/interests", { interest: { to: sentTo!.userId } }));
    ok(await as(heardFrom!)("POST", "/api/v1/interests", { interest: { to: she.userId } }));
    ok(
      await as(she)("POST", "/api/v1/chatrequests", { chat_request: { to: askedToChat!.userId } }),
    );
    ok(await as(askedHer!)("POST", "/api/v1/chatrequests", { chat_request: { to: she.userId } }));
    ok(await as(she)("POST", "/api/v1/block/", { block_request: { profileId: blocked!.userId } }));
    ok(await as(blocker!)("POST", "/api/v1/block/", { block_request: { profileId: she.userId } }));
    ok(await skip(she, skipped!.userId));
    expect(await ids(she)).toEqual([fine!.userId]);
    // Contacted later the same day: the card leaves today's list.
    ok(await as(she)("POST", "/api/v1/interests", { interest: { to: fine!.userId } }));
    expect(await ids(she)).toEqual([]);
  });

  it("never gives her own gender, and gives a deleted member no more", async () => {
    const { she, city } = await her();
    const woman = await createMember(t.app, { body: { name: "Nisha" } });
    await as(woman)("PUT", `/api/v1/profiles/${woman.userId}`, { profile: essentials(city) });
    const [gone, stays] = await men(city, 2);
    const list = await ids(she);
    expect(list).not.toContain(woman.userId);
    expect(list).toHaveLength(2);
    expect((await as(gone!)("DELETE", "/api/v1/delete/profile")).statusCode).toBe(200);
    expect(await ids(she)).toEqual([stays!.userId]);
  });

  it("takes a skipped card out today and for 30 days, then lets it back", async () => {
    const { she: first, city } = await her();
    let she = first;
    const [a, b] = await men(city, 2);
    expect(new Set(await ids(she))).toEqual(new Set([a!.userId, b!.userId]));
    expect((await skip(she, a!.userId)).json()).toEqual({ ok: true });
    expect(await ids(she)).toEqual([b!.userId]);
    t.clock.advance(DAY);
    expect(await ids(she)).toEqual([b!.userId]);
    t.clock.advance(28 * DAY);
    she = await signedInAgain(she);
    expect(await ids(she)).not.toContain(a!.userId);
    t.clock.advance(2 * DAY);
    expect(await ids(she)).toContain(a!.userId);
  });

  it("shows nobody of the last 7 days again while others remain, then the earlier ones", async () => {
    const { she, city } = await her();
    const all = (await men(city, 12)).map((m) => m.userId);
    const day1 = await ids(she);
    expect(day1).toHaveLength(10);
    const unseen = all.filter((id) => !day1.includes(id));
    t.clock.advance(DAY);
    const day2 = await ids(she);
    expect(day2).toHaveLength(10);
    // The two never shown come first; the rest are from yesterday since no one else remains.
    expect(new Set(day2.slice(0, 2))).toEqual(new Set(unseen));
    for (const id of day2.slice(2)) expect(day1).toContain(id);
    // Five new men the next day: they come before anyone shown on the last 7 days.
    const fresh = (await men(city, 5)).map((m) => m.userId);
    t.clock.advance(DAY);
    const day3 = await ids(she);
    expect(new Set(day3.slice(0, 5))).toEqual(new Set(fresh));
  });

  it("makes one list when the day's first two calls come at once", async () => {
    const { she, city } = await her();
    await men(city, 12);
    const [a, b] = await Promise.all([recs(she), recs(she)]);
    expect(a.data.map((c) => c.id)).toEqual(b.data.map((c) => c.id));
    expect(a.data).toHaveLength(10);
    expect(await ids(she)).toEqual(a.data.map((c) => c.id));
  });
});

describe("POST /api/v1/recommendations/{pid}/skip", () => {
  it("skips only for the member who asks", async () => {
    const { she, city } = await her();
    const other = await createMember(t.app, { body: { name: "Mira", birthdate: "1998-03-01" } });
    await as(other)("PUT", `/api/v1/profiles/${other.userId}`, { profile: essentials(city) });
    await as(other)("PUT", "/api/v1/preferences", {
      preferences: { city: [city], must: ["city"] },
    });
    const [x] = await men(city, 1);
    expect((await skip(she, x!.userId)).statusCode).toBe(200);
    expect(await ids(she)).toEqual([]);
    expect(await ids(other)).toEqual([x!.userId]);
  });

  it("refuses her own id (400), a malformed one (400), and anyone never recommendable (404)", async () => {
    const { she, city } = await her();
    const woman = await createMember(t.app);
    const [blocker] = await men(city, 1);
    await as(blocker!)("POST", "/api/v1/block/", { block_request: { profileId: she.userId } });
    const own = await skip(she, she.userId);
    expect(own.statusCode).toBe(400);
    expect(own.json().error.code).toBe("recommendation.self");
    const bad = await skip(she, "not-an-id");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("request.invalid");
    for (const id of ["0190a4f2-7c3e-7d4a-9b1c-1234567890ab", woman.userId, blocker!.userId]) {
      const res = await skip(she, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe("profile.not_found");
    }
    expect((await t.app.inject({ url: "/api/v1/recommendations" })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/v1/recommendations/${blocker!.userId}/skip`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the morning's recommendations_ready notification", () => {
  const ready = async (m: Member) =>
    (
      (await as(m)("GET", "/api/v1/notifications")).json() as {
        data: { kind: string; actor: unknown; data: { count?: number } }[];
      }
    ).data.filter((n) => n.kind === "recommendations_ready");
  const morning = async () => {
    await t.app.jobs.send("recommendations.ready", {});
    await t.jobsDone();
  };

  it("tells each member with a list of its size, once a day, and nobody who got none", async () => {
    const { she, city } = await her();
    await men(city, 3);
    // Nobody fits his deal-breaker: an empty day, no notification.
    const lonely = await man(`Nowhere ${cities}`);
    await as(lonely)("PUT", "/api/v1/preferences", {
      preferences: { city: ["Nowhere at all"], must: ["city"] },
    });
    // Mail and push both off for the kind: told nowhere, so no list is made for him.
    const quiet = await man(`Quiet ${cities}`);
    await as(quiet)("PUT", "/api/v1/notification_settings", {
      settings: { email: { recommendations_ready: "off" }, push: { recommendations_ready: false } },
    });
    await morning();
    const told = await ready(she);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ actor: null, data: { count: 3 } });
    // The page shows the same list the notification counted.
    expect(await ids(she)).toHaveLength(3);
    expect(await ready(lonely)).toEqual([]);
    expect(await ready(quiet)).toEqual([]);

    t.clock.advance(60 * 60_000);
    await morning();
    expect(await ready(she)).toHaveLength(1);
    t.clock.advance(DAY);
    await morning();
    expect(await ready(she)).toHaveLength(2);
    // Three mornings over every member this file made, each list built: work, not waiting.
  }, 120_000);
});
