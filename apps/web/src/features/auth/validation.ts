import { MIN_AGE, PASSWORD_MIN } from "@sagpan/contract/rules";

/**
 * Client-side checks mirroring the contract's sign-up and password schemas. Each returns
 * the i18n key of the message, or null when the value is fine.
 */
export type MessageKey = `validation.${string}`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requiredError = (value: string): MessageKey | null =>
  value.trim() ? null : "validation.required";

export const emailError = (value: string): MessageKey | null =>
  EMAIL.test(value.trim()) ? null : "validation.email";

export const passwordError = (value: string): MessageKey | null =>
  value.length >= PASSWORD_MIN ? null : "validation.passwordShort";

export const confirmError = (password: string, confirm: string): MessageKey | null =>
  password === confirm ? null : "validation.mismatch";

/** Completed years between a YYYY-MM-DD birth date and today (local calendar). */
export function ageOn(birthdate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Brides must be 18 and grooms 21 or older (business-rules.md, Accounts). */
export function birthdateError(
  birthdate: string,
  gender: string,
  today = new Date(),
): MessageKey | null {
  const age = ageOn(birthdate, today);
  if (age === null || age > 120) return "validation.birthdate";
  if (gender === "female" && age < MIN_AGE.female) return "validation.underageBride";
  if (gender === "male" && age < MIN_AGE.male) return "validation.underageGroom";
  return null;
}
