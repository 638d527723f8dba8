import { describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "../i18n/i18n.ts";
import { decodePid, encodePid } from "./pid.ts";
import { createDisplay, feetAndInches, lakhs } from "./profile-display.ts";

const english = () => createDisplay(i18n.getFixedT("en"), "en");
const gujarati = async () => {
  await changeLanguage("gu");
  return createDisplay(i18n.getFixedT("gu"), "gu");
};

describe("profile display rules", () => {
  it("shows N/A for every kind of missing value", () => {
    const d = english();
    expect(d.text(null)).toBe("N/A");
    expect(d.text("   ")).toBe("N/A");
    expect(d.field("occupation", undefined)).toBe("N/A");
    expect(d.field("height", null)).toBe("N/A");
    expect(d.field("annual_income", null)).toBe("N/A");
    expect(d.field("maritial_status", null)).toBe("N/A");
    expect(d.field("mangal_dosh", null)).toBe("N/A");
    expect(d.field("birthdate", "")).toBe("N/A");
  });

  it("shows true/false as Yes/No and capitalises male/female", () => {
    const d = english();
    expect(d.field("mangal_dosh", true)).toBe("Yes");
    expect(d.field("interest_in_continuing_education", false)).toBe("No");
    expect(d.field("gender", "male")).toBe("Male");
    expect(d.field("gender", "female")).toBe("Female");
  });

  it("labels enumerations in English", () => {
    const d = english();
    expect(d.field("maritial_status", "awaiting_divorce")).toBe("Awaiting divorce");
    expect(d.field("dietary_preferences", "non_vegetarian")).toBe("Non-vegetarian");
    expect(d.field("drinking_habits", "occasionally")).toBe("Occasionally");
    expect(d.field("family_type", "joint")).toBe("Joint family");
    expect(d.field("family_values", "liberal")).toBe("Liberal");
    expect(d.field("family_financial_status", "upper_middle_class")).toBe("Upper middle class");
    expect(d.field("type_of_marriage_ceremony", "court")).toBe("Court marriage");
    expect(d.field("work", "self_employed")).toBe("Self-employed");
    expect(d.field("rashi", "Vrushchik")).toBe("Vrushchik (Scorpio)");
    expect(d.field("bloodgroup", "AB-")).toBe("AB-");
    expect(d.field("moon_rashi", 5)).toBe("Sinh (Leo)");
    expect(d.field("nakshatra", 10)).toBe("Magha");
  });

  it("shows height in cm with feet and inches, income in lakhs per annum", () => {
    const d = english();
    expect(feetAndInches(160)).toEqual({ feet: 5, inches: 3 });
    expect(feetAndInches(183)).toEqual({ feet: 6, inches: 0 });
    expect(d.field("height", 160)).toBe("160 cm (5′ 3″)");
    expect(d.heightShort(152)).toBe("5′ 0″");
    expect(lakhs(1_200_000)).toBe("12");
    expect(lakhs(1_250_000)).toBe("12.5");
    expect(lakhs(12_500_000)).toBe("125");
    expect(d.field("annual_income", 1_200_000)).toBe("₹12 LPA");
    expect(d.field("annual_income", 690_000)).toBe("₹6.9 LPA");
  });

  it("formats dates and times for the language", () => {
    const d = english();
    expect(d.field("birthdate", "1994-04-21")).toBe("21 April 1994");
    expect(d.field("birth_time", "18:05")).toMatch(/^6:05\s?pm$/i);
    expect(d.field("birth_time", "25:99")).toBe("N/A");
  });

  it("says everything in Gujarati too", async () => {
    const d = await gujarati();
    expect(d.text(null)).toBe("માહિતી નથી");
    expect(d.field("mangal_dosh", true)).toBe("હા");
    expect(d.field("mangal_dosh", false)).toBe("ના");
    expect(d.field("gender", "male")).toBe("પુરુષ");
    expect(d.field("gender", "female")).toBe("સ્ત્રી");
    expect(d.field("rashi", "Mesh")).toBe("મેષ");
    expect(d.field("rashi", "Meen")).toBe("મીન");
    expect(d.field("maritial_status", "never_married")).toBe("અપરિણીત");
    expect(d.field("dietary_preferences", "jain")).toBe("જૈન");
    expect(d.field("height", 160)).toBe("160 સે.મી. (5′ 3″)");
    expect(d.field("annual_income", 1_200_000)).toBe("₹12 લાખ/વર્ષ");
    expect(d.field("birthdate", "1994-04-21")).toContain("1994");
    expect(d.field("nakshatra", 10)).toBe("મઘા");
  });
});

describe("profile ids in links", () => {
  it("round-trips an id through base64url", () => {
    const id = "01a1fb00-28ba-7e75-8c15-7eb7820612d5";
    const pid = encodePid(id);
    expect(pid).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePid(pid)).toBe(id);
  });

  it("refuses a pid that is not base64url of an id", () => {
    expect(decodePid(undefined)).toBeNull();
    expect(decodePid("not base64!")).toBeNull();
    expect(decodePid("a")).toBeNull();
    expect(decodePid(encodePid("x").replace(/./, "%"))).toBeNull();
    expect(decodePid(btoa("<script>").replace(/=+$/, ""))).toBeNull();
  });
});
