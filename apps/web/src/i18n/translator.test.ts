import { describe, expect, it, vi } from "vitest";
import { Translator } from "./translator.ts";

function make() {
  const i18n = new Translator();
  i18n.addResourceBundle("en", "translation", {
    greet: "Hello {{name}}, {{ name }}!",
    age_one: "{{count}} year",
    age_other: "{{count}} years",
    theirs_female: "Her wishes",
    theirs_male: "His wishes",
    theirs: "Their wishes",
    some_female_one: "She wants {{count}} thing",
    some_female_other: "She wants {{count}} things",
    some_one: "One thing",
    some_other: "{{count}} things",
    nested: { deep: { key: "Deep" } },
  });
  i18n.addResourceBundle("gu", "translation", {
    age_one: "{{count}} વર્ષ",
    age_other: "{{count}} વર્ષ (ઘણાં)",
  });
  void i18n.changeLanguage("en");
  return i18n;
}

describe("Translator", () => {
  it("finds nested keys and fills every {{value}}, missing ones empty", () => {
    const i18n = make();
    expect(i18n.t("nested.deep.key")).toBe("Deep");
    expect(i18n.t("greet", { name: "Krupa" })).toBe("Hello Krupa, Krupa!");
    expect(i18n.t("greet")).toBe("Hello , !");
  });

  it("picks the plural form by the language's rules", () => {
    const i18n = make();
    expect(i18n.t("age", { count: 1 })).toBe("1 year");
    expect(i18n.t("age", { count: 0 })).toBe("0 years");
    expect(i18n.t("age", { count: 27 })).toBe("27 years");
    // Gujarati counts 0 and 1 as "one".
    const gu = i18n.getFixedT("gu");
    expect(gu("age", { count: 0 })).toBe("0 વર્ષ");
    expect(gu("age", { count: 2 })).toBe("2 વર્ષ (ઘણાં)");
  });

  it("prefers context with plural, then context, then plural, then the key", () => {
    const i18n = make();
    expect(i18n.t("theirs", { context: "female" })).toBe("Her wishes");
    expect(i18n.t("theirs", { context: "other" })).toBe("Their wishes");
    expect(i18n.t("theirs", { context: "" })).toBe("Their wishes");
    expect(i18n.t("some", { context: "female", count: 2 })).toBe("She wants 2 things");
    expect(i18n.t("some", { context: "male", count: 1 })).toBe("One thing");
  });

  it("answers a missing key with the default value, else the key; tries keys in turn", () => {
    const i18n = make();
    expect(i18n.t("nope", { defaultValue: "Fallback {{x}}", x: 1 })).toBe("Fallback 1");
    expect(i18n.t("nope")).toBe("nope");
    expect(i18n.t("nested.deep")).toBe("nested.deep");
    expect(i18n.t(["nope", "nested.deep.key"])).toBe("Deep");
    expect(i18n.t(["nope", "still.nope"])).toBe("still.nope");
    expect(i18n.exists("nested.deep.key")).toBe(true);
    expect(i18n.exists("nested.deep")).toBe(false);
  });

  it("adds texts without overwriting unless asked, and tells listeners with a new t", async () => {
    const i18n = make();
    const listener = vi.fn();
    i18n.subscribe(listener);
    const before = i18n.current;
    i18n.addResourceBundle("en", "translation", { nested: { deep: { key: "X", other: "Y" } } });
    expect(i18n.t("nested.deep.key")).toBe("Deep");
    expect(i18n.t("nested.deep.other")).toBe("Y");
    i18n.addResources("en", "translation", { "nested.deep.key": "Overridden", "a.b": "New" });
    expect(i18n.t("nested.deep.key")).toBe("Overridden");
    expect(i18n.getResource("en", "translation", "a.b")).toBe("New");
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.current).not.toBe(before);
    await i18n.changeLanguage("gu");
    expect(i18n.language).toBe("gu");
    expect(i18n.current("age", { count: 5 })).toBe("5 વર્ષ (ઘણાં)");
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
