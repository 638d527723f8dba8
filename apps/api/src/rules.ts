/** Business numbers in one place (business-rules.md); code reads them from here. */
export const rules = {
  signIn: { maxFailures: 10, windowMs: 15 * 60 * 1000 },
  /**
   * New accounts per client address in a day (SIGNUPS_PER_ADDRESS_PER_DAY overrides). A family
   * on one home connection makes two or three; a samaj office helping members, a few more.
   * Twenty in a second is a script (docs/security.md, Sign-ups and reports).
   */
  signUp: { perAddressPerDay: 10, windowMs: 24 * 60 * 60 * 1000 },
  /**
   * Reports that hide a profile before an admin decides. A report weighs by its reporter:
   * an ID-verified member 2, an account at least `trustedAfterDays` old 1, a newer unverified
   * account 0 (still filed and listed in /admin, it only cannot hide anyone). The hold starts
   * at `holdWeight`: three members of a month's standing, or two verified ones.
   */
  reports: { holdWeight: 3, verifiedWeight: 2, agedWeight: 1, trustedAfterDays: 30 },
  passwordReset: { validMs: 30 * 60 * 1000 },
  // The request ceiling per IP is RATE_LIMIT_MAX (default 300) per this window.
  rateLimit: { windowMs: 60 * 1000 },
  bodyLimitBytes: 1024 * 1024,
  /** How long a biodata download link works: long enough to click, too short to share. */
  biodata: { linkValidMs: 5 * 60 * 1000 },
  /**
   * CSP violation reports: anyone may post them, so a small body and few per address (a page
   * with a broken rule reports each blocked load; ten a minute show the pattern well enough).
   */
  cspReports: { bodyLimitBytes: 16 * 1024, rateLimit: { max: 10, timeWindow: 60_000 } },
} as const;
