import type { ContactsHiddenReason } from "@sagpan/contract";
import { describe, expect, it } from "vitest";
import { sampleContacts, sampleProfile } from "../biodata/biodata-fixtures.ts";
import { answer, type Facts } from "./answerer.ts";

const facts = (hidden: ContactsHiddenReason | null): Facts => ({
  viewerPlan: "Belief",
  reply: {
    data: { ...sampleProfile(), contact: hidden ? [] : sampleContacts },
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
      contacts_hidden: hidden,
      can_chat: false,
      matched: false,
      chat_request: null,
      interest_received: null,
    },
    points: null,
  },
});

describe("the assistant on hidden contacts", () => {
  // Each reason its own next step (issue 23): only a Free viewer is told to buy a plan.
  it.each([
    ["plan", /Upgrade your plan/],
    ["viewer_not_verified", /Verify your ID/],
    ["target_not_verified", /Krupa has not verified their ID yet/],
  ] as const)("says the true reason: %s", (reason, says) => {
    const reply = answer("What is her phone number?", facts(reason), null);
    expect(reply.message).toMatch(says);
    if (reason !== "plan") expect(reply.message).not.toMatch(/Upgrade/);
    expect(reply.message).not.toContain(sampleContacts[0]!.phone);
  });
});
