/** Rupees the Indian way, in either language: ₹4,999, ₹1,24,999 (no paise shown). */
export const rupees = (amount: number, lang: string) =>
  new Intl.NumberFormat(lang === "gu" ? "gu-IN" : "en-IN", {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: 0,
    numberingSystem: "latn",
  }).format(amount);
