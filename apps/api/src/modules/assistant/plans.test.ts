import { describe, expect, it } from "vitest";
import { detect } from "./detect.ts";
import { findPlan, sentences } from "./plans.ts";

const texts = {
  expectation:
    "Looking for a kind, educated partner. Should be comfortable with her continuing her career after marriage. Preference for someone settled in Gujarat, though Mumbai or abroad is fine.",
  aboutme: "She works as a teacher in Surat. Happy to live with the joint family.",
  career_goals: "Open to taking up work again later, depending on family needs.",
};

describe("plans after marriage: which question is one", () => {
  it("asks work, the joint family and the city as plans when the question looks ahead", () => {
    expect(detect("Will she work after marriage?").topic).toBe("plan_work");
    expect(detect("Is she working?").topic).toBe("work");
    expect(detect("Does she want to live in a joint family?").topic).toBe("plan_joint");
    expect(detect("Is it a joint family?").topic).toBe("family_type");
    expect(detect("Where will they live after marriage?").topic).toBe("plan_relocate");
    expect(detect("Where does she live?").topic).toBe("current_city");
    expect(detect("Does he want to settle abroad?").topic).toBe("plan_abroad");
    expect(detect("લગ્ન પછી નોકરી કરશે?").topic).toBe("plan_work");
    expect(detect("સંયુક્ત કુટુંબમાં રહેશે?").topic).toBe("plan_joint");
    expect(detect("સંયુક્ત કુટુંબ છે?").topic).toBe("family_type");
    expect(detect("lagna pachi kya rahevanu?").topic).toBe("plan_relocate");
    expect(detect("What are her plans after marriage?").topic).toBe("plan_after");
  });

  it("counts a word once however many spellings of it the table lists, and knows where abroad is", () => {
    // "chalu" and "ચાલુ" are one word: continuing studies must not outweigh "kam chalu".
    expect(detect("લગ્ન પછી કામ ચાલુ રાખશે?").topic).toBe("plan_work");
    expect(detect("shu lagna pachi nokri chalu rakhse?").topic).toBe("plan_work");
    expect(detect("lagna pachi bhanvanu chalu rakhse?").topic).toBe(
      "interest_in_continuing_education",
    );
    expect(detect("Does she want to go to Canada?").topic).toBe("plan_abroad");
    expect(detect("અમેરિકા જવું છે?").topic).toBe("plan_abroad");
    expect(detect("Does she live in London?").topic).toBe("current_city");
  });

  it("keeps the questions that have their own field", () => {
    expect(detect("Will she continue her studies after marriage?").topic).toBe(
      "interest_in_continuing_education",
    );
    expect(detect("Has she been married before?").topic).toBe("maritial_status");
    expect(detect("Does she want a simple wedding?").topic).toBe("type_of_marriage_ceremony");
  });
});

describe("plans after marriage: what the texts say", () => {
  it("splits a text into sentences, English or Gujarati", () => {
    expect(sentences("One. Two? Three!\nFour")).toEqual(["One.", "Two?", "Three!", "Four"]);
    expect(sentences("લગ્ન પછી નોકરી ચાલુ રાખીશ. સંયુક્ત કુટુંબ ગમે.")).toHaveLength(2);
  });

  it("quotes only the sentences that speak of the plan, with their field", () => {
    expect(findPlan("plan_work", texts)).toEqual([
      {
        field: "expectation",
        text: "Should be comfortable with her continuing her career after marriage.",
      },
      {
        field: "career_goals",
        text: "Open to taking up work again later, depending on family needs.",
      },
    ]);
    // Today's work ("works as a teacher") is not a plan.
    expect(findPlan("plan_work", texts).map((q) => q.field)).not.toContain("aboutme");
    expect(findPlan("plan_joint", texts)).toEqual([
      { field: "aboutme", text: "Happy to live with the joint family." },
    ]);
    expect(findPlan("plan_abroad", texts)[0]?.text).toMatch(/abroad is fine/);
  });

  it("reads Gujarati texts too, and finds nothing where nothing is said", () => {
    const gu = { expectation: "લગ્ન પછી વિદેશમાં સ્થાયી થવું છે.", aboutme: null, career_goals: "" };
    expect(findPlan("plan_abroad", gu)).toHaveLength(1);
    expect(findPlan("plan_joint", gu)).toEqual([]);
    expect(findPlan("plan_work", { expectation: null, aboutme: null, career_goals: null })).toEqual(
      [],
    );
  });
});
