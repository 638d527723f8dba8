/**
 * A count the Indian way, in either language: 1,25,000 (lakh grouping), Latin digits as the
 * rest of the app writes them (money.ts, dates.ts).
 */
export const indianNumber = (n: number, lang: string) =>
  new Intl.NumberFormat(lang === "gu" ? "gu-IN" : "en-IN", { numberingSystem: "latn" }).format(n);
