/**
 * Plain constants both sides use, with no zod import, so a web page that needs only these
 * does not download the schema library.
 */
export const PASSWORD_MIN = 6;
/** Legal minimum marriage ages in India (business rules, Accounts). */
export const MIN_AGE = { female: 18, male: 21 } as const;
/** Older than this is a mistyped year, not a member: sign-up and profile edit both refuse it. */
export const MAX_AGE = 100;
export const CONSENT_VERSION = "2026-11-01";
/** Why a member reports another (the report dialog lists them; the API validates against them). */
export const reportReasons = [
  "fake_profile",
  "inappropriate_messages",
  "asking_for_money",
  "already_married",
  "offensive_photos",
  "other",
] as const;

const separators = /[\s\-.()]/g;
/**
 * Loose on purpose: relatives live in India and abroad. After dropping spaces, dashes, dots
 * and brackets: `+` or `00` then 8–15 digits (any country), or 10–11 digits (an Indian mobile,
 * or a number with its 0 trunk prefix / STD code), or 91 then 10 digits.
 */
export const isPhoneNumber = (value: string) =>
  /^(?:(?:\+|00)\d{8,15}|\d{10,11}|91\d{10})$/.test(value.replace(separators, ""));

/** The advertisers' lead form: field lengths both sides check. */
export const LEAD_LIMITS = { name: 80, business: 120, phone: 24, messageMin: 10, message: 2000 };
