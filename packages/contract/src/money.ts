import type { z } from "zod";

/**
 * Money as the database keeps it and the API sends it: whole paise (₹1 = 100 paise). Branded,
 * so a count of rupees cannot be passed where paise are meant: the admin Payments tab once
 * showed a ₹699 order as ₹69,900. The web formats it with one helper (apps/web lib/money.ts).
 * No zod at run time here, so a member's plans page can import it without the schema library.
 */
export type Paise = number & z.$brand<"Paise">;

/** A price in rupees (the spec's plan prices) as paise. */
export const toPaise = (rupees: number) => Math.round(rupees * 100) as Paise;

/** Amounts the server sent (already paise) added up. */
export const sumPaise = (amounts: readonly Paise[]) =>
  amounts.reduce((total, amount) => total + amount, 0) as Paise;
