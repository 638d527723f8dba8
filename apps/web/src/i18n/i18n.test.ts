import { errorCodes } from "@sagpan/contract";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import gu from "./gu.json";
import { preferredLanguage } from "./i18n.ts";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const enKeys = flatten(en);
const guKeys = flatten(gu);

/** A key with a plural suffix is found by the translator under its base name. */
const hasKey = (keys: Map<string, string>, key: string) =>
  keys.has(key) || keys.has(`${key}_other`);

describe("translations", () => {
  it("have identical key sets in English and Gujarati", () => {
    const onlyEn = [...enKeys.keys()].filter((key) => !guKeys.has(key));
    const onlyGu = [...guKeys.keys()].filter((key) => !enKeys.has(key));
    expect({ onlyEn, onlyGu }).toEqual({ onlyEn: [], onlyGu: [] });
  });

  it("translate every error code of the contract", () => {
    const missing = errorCodes.filter(
      (code) => !hasKey(enKeys, `errors.${code}`) || !hasKey(guKeys, `errors.${code}`),
    );
    expect(missing).toEqual([]);
  });

  it("have no empty strings", () => {
    const empty = [...enKeys, ...guKeys].filter(([, value]) => !value.trim()).map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it("write Gujarati text in Gujarati script, not transliteration", () => {
    const gujarati = /[\u0A80-\u0AFF]/;
    // Language names, the brand in Latin letters and pure placeholders may stay as they are.
    const exempt = new Set(["lang.en", "profiles.height", "wizard.missingStep"]);
    const latinOnly = [...guKeys]
      .filter(([key, value]) => !exempt.has(key) && !gujarati.test(value))
      .map(([key]) => key);
    expect(latinOnly).toEqual([]);
  });
});

describe("the language a visit starts in", () => {
  it("is the one chosen on this device, else a shared link's ?lang=, else the browser's", () => {
    const at = (search: string) => window.history.replaceState(null, "", `/blog/1${search}`);
    localStorage.removeItem("lang");
    try {
      at("?lang=gu");
      expect(preferredLanguage()).toBe("gu");
      at("?lang=xx");
      expect(preferredLanguage()).toBe(navigator.language.startsWith("gu") ? "gu" : "en");
      localStorage.setItem("lang", "en");
      at("?lang=gu");
      expect(preferredLanguage()).toBe("en");
    } finally {
      localStorage.removeItem("lang");
      at("");
    }
  });
});
