/** Business numbers in one place (business-rules.md); code reads them from here. */
export const rules = {
  signIn: { maxFailures: 10, windowMs: 15 * 60 * 1000 },
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
