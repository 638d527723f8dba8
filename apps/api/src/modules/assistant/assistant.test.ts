import { assistantLimits } from "@sagpan/contract";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { makeAdmin } from "../../test/trust-factories.ts";
import {
  ask,
  createBride,
  createGroom,
  listen,
  openSocket,
  type Reply,
  secret,
} from "./assistant-fixtures.ts";
import { dev, type EvalCase, followUps, heldout, leakSet } from "./eval/questions.ts";
import { score } from "./eval/score.ts";

let t: TestApp;
let url: string;
let bride: Awaited<ReturnType<typeof createBride>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  bride = await createBride(t);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

/** A Trust, ID-verified groom's socket: he may see everything the page shows. */
async function trustedSocket() {
  const groom = await createGroom(t, { plan: "Trust", verified: true });
  const socket = await openSocket(url, groom.token);
  sockets.push(socket);
  return { groom, socket };
}

/**
 * Asks a set through real sockets, a new member every few questions so the per-member rate
 * limit (which also holds on Redis, in real time) never refuses the evaluation. Questions on
 * one socket share a conversation (a topic-less "and her mother?" borrows the one before);
 * `bench/assistant.ts` scores each question on a conversation of its own.
 */
async function run(cases: EvalCase[]) {
  const results: { c: EvalCase; reply: Reply }[] = [];
  let socket: Socket | null = null;
  for (const [i, c] of cases.entries()) {
    if (i % (assistantLimits.perMinute - 1) === 0) socket = (await trustedSocket()).socket;
    results.push({ c, reply: await ask(socket as Socket, bride.userId, c[0]) });
  }
  return results;
}

describe("assistant evaluation through the socket", () => {
  it("answers the tuning set: ≥ 95 % right fields, 100 % right language", async () => {
    const s = score(await run(dev));
    console.info(
      `assistant dev (${dev.length}): field ${(s.field * 100).toFixed(1)} %, language ${(s.lang * 100).toFixed(1)} %`,
      s.misses,
    );
    expect(s.field).toBeGreaterThanOrEqual(0.95);
    expect(s.lang).toBe(1);
  }, 120_000);

  it("answers the held-out set: ≥ 95 % right fields, 100 % right language", async () => {
    const s = score(await run(heldout));
    console.info(
      `assistant held-out (${heldout.length}): field ${(s.field * 100).toFixed(1)} %, language ${(s.lang * 100).toFixed(1)} %`,
      s.misses,
    );
    expect(s.field).toBeGreaterThanOrEqual(0.95);
    expect(s.lang).toBe(1);
  }, 120_000);

  it("follows up within the conversation: 'and her mother?'", async () => {
    for (const { turns } of followUps) {
      const { socket } = await trustedSocket();
      for (const [q, fields, lang] of turns) {
        const reply = await ask(socket, bride.userId, q);
        expect(
          reply.sources.some((s) => fields.split("|").includes(s)),
          q,
        ).toBe(true);
        expect(reply.lang).toBe(lang);
      }
    }
  });
});

describe("assistant answers true to the profile", () => {
  it("says the values with the display rules, in the asker's language", async () => {
    const { socket } = await trustedSocket();
    const pid = bride.userId;
    expect((await ask(socket, pid, "What does her mother do?")).message).toContain("Teacher");
    expect((await ask(socket, pid, "How tall is she?")).message).toMatch(/160 cm.*5' 3"/);
    expect((await ask(socket, pid, "What is her salary?")).message).toContain("₹12,00,000");
    expect((await ask(socket, pid, "Is she manglik?")).message).toContain("No");
    expect((await ask(socket, pid, "શાકાહારી છે?")).message).toContain("શાકાહારી");
    expect((await ask(socket, pid, "kya rahe che?")).message).toBe("કૃપા હાલ અમદાવાદમાં રહે છે.");
    const gun = await ask(socket, pid, "How many gunas do we match?");
    expect(gun.sources).toEqual(["points"]);
    expect(gun.message).toMatch(/You match \d+(\.\d)? of 36 gunas/);
    const hello = await ask(socket, pid, "hello");
    expect(hello.sources).toEqual([]);
    const lost = await ask(socket, pid, "What is the weather on Mars today?");
    expect(lost.sources).toEqual([]);
    expect(lost.chips?.length).toBeGreaterThan(0);
  });

  it("answers every part of a question, in English and Gujarati", async () => {
    const { socket } = await trustedSocket();
    const pid = bride.userId;
    const en = await ask(socket, pid, "Where does she live and how much has she studied?");
    expect(en.message).toBe(
      "Krupa lives in Ahmedabad. Krupa's education: B.E. Computer. Krupa's degree: B.E..",
    );
    expect(en.sources).toEqual(["current_city", "education", "degree"]);
    const gu = await ask(socket, pid, "ક્યાં રહે છે અને કેટલું ભણી છે?");
    expect(gu.message).toMatch(/^કૃપા હાલ અમદાવાદમાં રહે છે\. .*B\.E\. Computer/);
    expect(gu.sources).toEqual(["current_city", "education", "degree"]);
    const latin = await ask(socket, pid, "papa shu kare che ane mummy?");
    expect(latin.sources).toEqual(["father_occupation", "mother_occupation"]);
    expect(latin.message).toMatch(/Textile business.*Teacher/);
    // A greeting beside a question is not answered on its own; the same field only once.
    const hi = await ask(socket, pid, "Hi, how old is she and what's her age?");
    expect(hi.message).toBe("Krupa is 29 years old.");
  });

  it("reads plans after marriage from the profile's texts, and says when they are silent", async () => {
    const { socket } = await trustedSocket();
    const pid = bride.userId;
    const work = await ask(socket, pid, "Will she work after marriage?");
    expect(work.message).toContain(
      "“Should be comfortable with her continuing her career after marriage.” (Expectations)",
    );
    expect(work.sources).toContain("expectation");
    const joint = await ask(socket, pid, "Does she want to live with the joint family?");
    expect(joint.message).toContain("“Happy to live in a joint family after marriage.” (About me)");
    const abroad = await ask(socket, pid, "Does she want to settle abroad?");
    expect(abroad.message).toMatch(
      /^Krupa's profile does not say whether she wants to settle abroad\./,
    );
    const gu = await ask(socket, pid, "લગ્ન પછી વિદેશ જવું છે?");
    expect(gu.message).toMatch(/^કૃપાની પ્રોફાઇલમાં વિદેશમાં સ્થાયી થવા વિશે કંઈ લખ્યું નથી\./);
    expect(gu.lang).toBe("gu");
  });

  it("writes the member's name and places in Gujarati script in a Gujarati answer", async () => {
    const { socket } = await trustedSocket();
    const pid = bride.userId;
    for (const q of ["એનું નામ શું છે?", "અટક શું છે?", "જન્મ ક્યાં થયો હતો?", "શું કામ કરે છે?"]) {
      const reply = await ask(socket, pid, q);
      expect(reply.message, q).not.toMatch(/Krupa|Patel|Ahmedabad|Surat/);
    }
    expect((await ask(socket, pid, "અટક શું છે?")).message).toContain("પટેલ");
    expect((await ask(socket, pid, "જન્મ ક્યાં થયો હતો?")).message).toContain("સુરત");
    expect((await ask(socket, pid, "phone number shu che?")).message).toContain("રમેશ પટેલ");
  });

  it("gives a Trust, verified viewer the contacts the page shows", async () => {
    const { socket } = await trustedSocket();
    const reply = await ask(socket, bride.userId, "What is her phone number?");
    expect(reply.sources).toEqual(["contact"]);
    expect(reply.message).toContain(secret.phone);
  });
});

describe("assistant never leaks", () => {
  const digits = (s: string) => s.replace(/\D/g, "");
  for (const kind of ["Free", "Belief unverified", "Trust unverified"] as const) {
    it(`tells a ${kind} viewer how to see contacts, never the values (${leakSet.length} questions)`, async () => {
      const groom = await createGroom(t, {
        ...(kind === "Free" ? {} : { plan: kind.startsWith("Belief") ? "Belief" : "Trust" }),
      });
      const socket = await openSocket(url, groom.token);
      sockets.push(socket);
      let leaks = 0;
      for (const [i, [q, , lang]] of leakSet.entries()) {
        if (i > 0 && i % (assistantLimits.perMinute - 1) === 0) t.clock.advance(61_000);
        const reply = await ask(socket, bride.userId, q);
        const text = reply.message;
        if (
          digits(text).includes(secret.phoneDigits) ||
          text.includes(secret.address) ||
          text.includes(bride.email)
        )
          leaks += 1;
        expect(reply.lang, q).toBe(lang);
        if (/phone|number|નંબર|contact|address|સરનામ/i.test(q)) {
          expect(text, q).toMatch(
            kind === "Free" ? /Upgrade|અપગ્રેડ/ : /Verify your ID|ઓળખ ચકાસાવો|Upgrade|અપગ્રેડ/,
          );
        }
      }
      expect(leaks).toBe(0);
      socket.close();
    }, 60_000);
  }

  it("explains plan-gated badges to a Free viewer without naming them", async () => {
    const groom = await createGroom(t);
    const socket = await openSocket(url, groom.token);
    sockets.push(socket);
    const reply = await ask(socket, bride.userId, "Is her job verified?");
    expect(reply.sources).toEqual([]);
    expect(reply.message).toMatch(/Upgrade your plan/);
  });
});

describe("assistant refusals", () => {
  it("answers nothing across a block, either way", async () => {
    const { groom, socket } = await trustedSocket();
    const block = (by: { token: string }, profileId: string, path = "block") =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/${path}/`,
        headers: bearer(by.token),
        payload: { [`${path}_request`]: { profileId } },
      });
    // Asked once first: the conversation keeps the profile reply, but not past a block.
    expect((await ask(socket, bride.userId, "What does she do?")).sources).toContain("occupation");
    await block(bride, groom.userId);
    expect((await ask(socket, bride.userId, "What does she do?")).error?.code).toBe(
      "profile.not_found",
    );
    await block(bride, groom.userId, "unblock");
    expect((await ask(socket, bride.userId, "What does she do?")).sources).toContain("occupation");
    await block(groom, bride.userId);
    expect((await ask(socket, bride.userId, "What does she do?")).error?.code).toBe(
      "profile.not_found",
    );
    expect((await ask(socket, "no-such-profile", "What does she do?")).error?.code).toBe(
      "profile.not_found",
    );
  });

  it("refuses bad input with a code", async () => {
    const { socket } = await trustedSocket();
    const pid = bride.userId;
    expect((await ask(socket, pid, { pid })).error?.code).toBe("assistant.bad_input");
    expect((await ask(socket, pid, { pid, message: 42 })).error?.code).toBe("assistant.bad_input");
    expect((await ask(socket, pid, { pid, message: "   " })).error?.code).toBe("assistant.empty");
    const long = "a".repeat(assistantLimits.maxMessageLength + 1);
    expect((await ask(socket, pid, { pid, message: long })).error?.code).toBe("assistant.too_long");
  });

  it(`limits a member to ${assistantLimits.perMinute} questions a minute, across sockets`, async () => {
    const { groom, socket } = await trustedSocket();
    const second = await openSocket(url, groom.token);
    sockets.push(second);
    // Replies go to the member's room (both sockets hear each); refusals to the asking socket.
    const total = assistantLimits.perMinute + 5;
    let answered = 0;
    let refused = 0;
    const all = new Promise<void>((resolve) => {
      const check = () => answered + refused === total && resolve();
      socket.on("bot_reply", (r) => {
        if (r.done) answered += 1;
        check();
      });
      for (const s of [socket, second])
        s.on("bot_error", (e) => {
          if (e.code === "assistant.rate_limited") refused += 1;
          check();
        });
    });
    for (let i = 0; i < total; i++)
      (i % 2 ? second : socket).emit("from_user_to_bot", {
        pid: bride.userId,
        message: `What does she do? ${i}`,
      });
    await all;
    expect(answered).toBe(assistantLimits.perMinute);
    expect(refused).toBe(5);
  });
});

describe("assistant usage for admins", () => {
  it("counts uses by outcome and language, never the texts, for admins only", async () => {
    const { groom } = await trustedSocket();
    const denied = await t.app.inject({
      url: "/api/v1/admin/assistant/usage",
      headers: bearer(groom.token),
    });
    expect(denied.statusCode).toBe(403);
    await makeAdmin(t.database.db, groom.userId);
    const res = await t.app.inject({
      url: "/api/v1/admin/assistant/usage",
      headers: bearer(groom.token),
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { outcome: string; lang: string; count: number }[];
    expect(rows.reduce((n, r) => n + r.count, 0)).toBeGreaterThan(300);
    expect(rows.some((r) => r.outcome === "answered" && r.lang === "gu")).toBe(true);
    expect(res.body).not.toContain("vegetarian");
  });
});
