import type { PlanName, Profile } from "@sagpan/contract";
import { describe, expect, it } from "vitest";
import { sampleContacts, sampleProfile } from "../biodata/biodata-fixtures.ts";
import { answer, type Facts } from "./answerer.ts";

/** The profile reply as a viewer gets it; contacts hidden by plan for a Free viewer. */
const facts = (overrides: Partial<Profile> = {}, viewerPlan: PlanName = "Trust"): Facts => ({
  viewerPlan,
  reply: {
    data: { ...sampleProfile(overrides), contact: viewerPlan === "Free" ? [] : sampleContacts },
    completion: {
      video_intro: false,
      personal_verification_added: true,
      job_verification_added: false,
      salary_verification_added: false,
      property_verification_added: false,
    },
    flags: {
      is_bookmarked: false,
      is_chat_requested: false,
      i_am_interested: false,
      profile_interested: false,
      is_blocked: false,
      contacts_hidden: viewerPlan === "Free" ? "plan" : null,
      can_chat: false,
      matched: false,
      chat_request: null,
      interest_received: null,
    },
    points: null,
  },
});

const groom = {
  gender: "male",
  name: "Dhruv",
  lastName: "Shah",
  current_city: "Anand",
  expectation: "Looking for an understanding partner. We plan to settle in London after marriage.",
  aboutme: "Calm and practical.",
  career_goals: null,
} as const;

describe("the answerer: every part of a question", () => {
  it("answers each part in order, once, without the greeting beside them", () => {
    const reply = answer(
      "Hi! Where does she live, and what is her rashi and her rashi?",
      facts(),
      null,
    );
    expect(reply.message).toBe("Krupa lives in Vadodara. Krupa's rashi: Vrushchik.");
    expect(reply.sources).toEqual(["current_city", "rashi"]);
    expect(reply.chips).toBeUndefined();
  });

  it("answers a greeting alone with the chips, and a question of nothing with the examples", () => {
    expect(answer("Hello", facts(), null).chips?.length).toBeGreaterThan(0);
    const lost = answer("Please, ok?", facts(), null);
    expect(lost.sources).toEqual([]);
    expect(lost.message).toMatch(/did not understand/);
  });

  it("never shows a hidden contact beside a visible part", () => {
    const reply = answer(
      "Where does she live and what is her phone number?",
      facts({}, "Free"),
      null,
    );
    expect(reply.message).toMatch(/^Krupa lives in Vadodara\. Contact details are hidden\./);
    expect(reply.sources).toEqual(["current_city"]);
    for (const c of sampleContacts) expect(reply.message).not.toContain(c.phone);
  });

  it("carries the topic to a part that names only another person", () => {
    const reply = answer("What does her father do and her mother?", facts(), null);
    expect(reply.sources).toEqual(["father_occupation", "mother_occupation"]);
    expect(reply.turn).toEqual({ topic: "work", subject: "mother" });
  });
});

describe("the answerer: plans after marriage", () => {
  it("quotes the sentence that speaks of the plan, with today's fact beside it", () => {
    const reply = answer("Does he want to settle abroad?", facts(groom), null);
    expect(reply.message).toBe(
      "On settling abroad, Dhruv's profile says: “We plan to settle in London after marriage.” (Expectations) Dhruv lives in Anand.",
    );
    expect(reply.sources).toEqual(["expectation", "current_city"]);
  });

  it("says when the profile does not say, with the right pronoun", () => {
    expect(answer("Will he work after marriage?", facts(groom), null).message).toMatch(
      /^Dhruv's profile does not say whether he will work after marriage\./,
    );
    const joint = answer("Does she want to live with the joint family?", facts(), null);
    expect(joint.message).toBe(
      "Krupa's profile does not say whether she wants to live with the joint family. You could ask the family when you talk. Krupa's family type: Nuclear.",
    );
    expect(joint.sources).toEqual(["expectation", "aboutme", "career_goals", "family_type"]);
  });

  it("answers in Gujarati with the name and places in Gujarati script", () => {
    const reply = answer("લગ્ન પછી વિદેશ જશે?", facts(groom), null);
    expect(reply.lang).toBe("gu");
    expect(reply.message).toBe(
      "વિદેશમાં સ્થાયી થવા વિશે ધ્રુવની પ્રોફાઇલમાં લખ્યું છે: “We plan to settle in London after marriage.” (અપેક્ષાઓ) ધ્રુવ હાલ આણંદમાં રહે છે.",
    );
  });
});

describe("the answerer: Gujarati script for names and places", () => {
  it("writes the name, surname, city and birthplace in Gujarati script", () => {
    expect(answer("ક્યાં રહે છે?", facts(), null).message).toBe("કૃપા હાલ વડોદરામાં રહે છે.");
    expect(answer("atak shu che?", facts(), null).message).toBe("કૃપા — અટક: પટેલ.");
    expect(answer("ઉંમર કેટલી છે?", facts({ name: "Neha" }), null).message).toMatch(/^નેહાની ઉંમર/);
  });

  it("keeps a city typed in Gujarati, and English answers as typed", () => {
    expect(answer("kya rahe che?", facts({ current_city: "સુરત" }), null).message).toBe(
      "કૃપા હાલ સુરતમાં રહે છે.",
    );
    expect(answer("Where does she live?", facts(), null).message).toBe("Krupa lives in Vadodara.");
  });
});
