import { numericDate } from "../../lib/dates.ts";

/** Counts with Indian grouping (1,23,456), in Latin digits like the rest of the app. */
export function indianNumber(value: number, lang: string, digits = 0): string {
  return value.toLocaleString(lang === "gu" ? "gu-IN" : "en-IN", {
    maximumFractionDigits: digits,
    numberingSystem: "latn",
  } as Intl.NumberFormatOptions);
}

/** An axis label for an India day: "23/11". */
export function dayTick(day: string, lang: string): string {
  return numericDate(`${day}T12:00:00+05:30`, lang, { timeZone: "Asia/Kolkata" }).slice(0, 5);
}

/** A vital as people read it: seconds for LCP, FCP and TTFB, ms for INP, a score for CLS. */
export function vitalValue(name: string, value: number, lang: string): string {
  if (name === "CLS") return indianNumber(value, lang, 3);
  if (name === "INP") return `${indianNumber(value, lang)} ms`;
  return `${indianNumber(value / 1000, lang, 2)} s`;
}
