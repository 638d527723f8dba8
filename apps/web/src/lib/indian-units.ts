/**
 * Income and height as Gujarati families say them (issue 23 item 4): income in lakh or crore
 * ("12 lakh" is ₹12,00,000 a year), height in feet and inches beside centimetres. The API
 * keeps rupees and centimetres; these convert at the form's edge.
 */

export const RUPEES = { lakh: 100_000, crore: 10_000_000 } as const;
export type IncomeUnit = keyof typeof RUPEES;

/** "12" lakh → 1200000; "1.25" crore → 12500000; null for anything that is not an amount. */
export function rupeesOf(amount: string, unit: IncomeUnit): number | null {
  const text = amount.trim().replaceAll(",", "");
  if (!/^\d+(\.\d{1,2})?$/.test(text) && !/^\.\d{1,2}$/.test(text)) return null;
  return Math.round(Number(text) * RUPEES[unit]);
}

/** The unit and amount a family would say for rupees: crore from one crore up, else lakh. */
export function amountOf(rupees: number): { amount: string; unit: IncomeUnit } {
  const unit: IncomeUnit = rupees >= RUPEES.crore ? "crore" : "lakh";
  const amount = Math.round((rupees / RUPEES[unit]) * 100) / 100;
  return { amount: String(amount), unit };
}

const CM_PER_INCH = 2.54;

/** 160 cm → 5 ft 3 in (to the nearest inch). */
export function feetAndInches(cm: number) {
  const inches = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(inches / 12), inches: inches % 12 };
}

/** 5 ft 3 in → 160 cm (to the nearest centimetre). */
export const centimetres = (feet: number, inches: number) =>
  Math.round((feet * 12 + inches) * CM_PER_INCH);

/** Every whole inch from 4′ 0″ to 7′ 6″, within the 120–230 cm a profile may give. */
export const heightSteps: { feet: number; inches: number; cm: number }[] = [];
for (let total = 48; total <= 90; total++) {
  const cm = centimetres(Math.floor(total / 12), total % 12);
  if (cm >= 120 && cm <= 230)
    heightSteps.push({ feet: Math.floor(total / 12), inches: total % 12, cm });
}
