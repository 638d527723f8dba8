import { describe, expect, it } from "vitest";
import { splitQuestion } from "./split.ts";

describe("splitQuestion", () => {
  it("cuts at the words that join two questions, in English and Gujarati", () => {
    expect(splitQuestion("Where does she live and how much has she studied?")).toEqual([
      "Where does she live",
      "how much has she studied",
    ]);
    expect(splitQuestion("ક્યાં રહે છે અને કેટલું ભણી છે?")).toEqual(["ક્યાં રહે છે", "કેટલું ભણી છે"]);
    expect(splitQuestion("kya rahe che ane ketlu bhanya che")).toEqual([
      "kya rahe che",
      "ketlu bhanya che",
    ]);
    expect(splitQuestion("પપ્પા શું કરે છે ને મમ્મી?")).toEqual(["પપ્પા શું કરે છે", "મમ્મી"]);
  });

  it("cuts at sentence marks and commas, and drops empty parts", () => {
    expect(splitQuestion("Hi! Her rashi, gotra?")).toEqual(["Hi", "Her rashi", "gotra"]);
    expect(splitQuestion("Age. Height & city")).toEqual(["Age", "Height", "city"]);
    expect(splitQuestion("?? , and")).toEqual([]);
  });

  it("keeps one question whole: 'or' choices, joiners inside words, decimals", () => {
    expect(splitQuestion("veg or non veg?")).toEqual(["veg or non veg"]);
    expect(splitQuestion("Does she handle the brand?")).toEqual(["Does she handle the brand"]);
    expect(splitQuestion("એને શું ગમે છે?")).toEqual(["એને શું ગમે છે"]);
    expect(splitQuestion("Is she 5.3 feet tall")).toEqual(["Is she 5.3 feet tall"]);
  });
});
