import type { Paise } from "@sagpan/contract/money";

/**
 * The one way the app shows money: an amount in paise (as the API sends it) in rupees the
 * Indian way, in either language: ₹4,999, ₹1,24,999, ₹699.50 (paise only when there are some).
 * It takes `Paise` only, so a count of rupees cannot reach it unconverted (`toPaise`).
 */
export const money = (amount: Paise, lang: string) =>
  new Intl.NumberFormat(lang === "gu" ? "gu-IN" : "en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: amount % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
    numberingSystem: "latn",
  }).format(amount / 100);
