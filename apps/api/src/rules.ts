/** Business numbers in one place (business-rules.md); code reads them from here. */
export const rules = {
  signIn: { maxFailures: 10, windowMs: 15 * 60 * 1000 },
  /**
   * New accounts per client address (SIGNUPS_PER_ADDRESS_PER_HOUR / _PER_DAY override), sized
   * for a registration drive at a community event on the hall's Wi-Fi: people typing the form
   * on their phones after an announcement, each taking a few minutes, make a few dozen in the
   * busiest hour (50), and a whole day's event of 200 families fits the day (200). A script
   * makes an account a second and is refused from the 51st, within its first minute. A bigger
   * drive asks an admin to lift the address for the day (docs/security.md).
   */
  signUp: {
    perAddressPerHour: 50,
    perAddressPerDay: 200,
    hourMs: 60 * 60 * 1000,
    dayMs: 24 * 60 * 60 * 1000,
  },
  /**
   * Reports that hide a profile before an admin decides. A report weighs by its reporter:
   * an ID-verified member 2, an account at least `trustedAfterDays` old 1, a newer unverified
   * account 0 (still filed and listed in /admin, it only cannot hide anyone). The hold starts
   * at `holdWeight`: three members of a month's standing, or two verified ones.
   */
  reports: { holdWeight: 3, verifiedWeight: 2, agedWeight: 1, trustedAfterDays: 30 },
  /** A reset link works 30 minutes; every request is answered after `answerAfterMs`. */
  passwordReset: { validMs: 30 * 60 * 1000, answerAfterMs: 250 },
  /** A manager's mailed invitation works once, for a week (managers module). */
  managerInvite: { validMs: 7 * 24 * 3600 * 1000 },
  /**
   * The mailed confirmation link works a week; it can be sent again `resendMax` times in
   * `resendWindowMs` (a mail stuck in spam is found by then; more is a script).
   */
  emailConfirmation: {
    linkValidMs: 7 * 24 * 60 * 60 * 1000,
    resendMax: 3,
    resendWindowMs: 60 * 60 * 1000,
  },
  /** The /member purchase link a family member can pay from: two weeks, then a new mail. */
  memberLink: { validMs: 14 * 24 * 60 * 60 * 1000 },
  /** A deleted account's creation IP and time are kept this long (2016 advisory), then erased. */
  deletedAccountRecordMs: 365 * 24 * 60 * 60 * 1000,
  /** The "plan ends soon" mail goes this long before the end of a plan period. */
  planReminderBeforeMs: 7 * 24 * 60 * 60 * 1000,
  /**
   * API calls per window (docs/security.md, "Limits that fit a community"). A signed-in call
   * counts against its member (RATE_LIMIT_MAX): the busiest page is 8 calls, a reconnect
   * refetches what is shown, so 300 a minute is five a second, which no person browsing
   * reaches and which holds a script using one account. An anonymous call counts against its
   * address (RATE_LIMIT_ANONYMOUS_MAX): 200 members arriving at a hall and signing in within a
   * minute make about 5 anonymous calls each (the texts, the site, the sign-in options, the
   * sign-in), 1,000 together, so 1,500 leaves half again as much room; a scraper on one
   * address is held to 25 a second. Sign-in attempts and sign-ups have their own limits.
   */
  rateLimit: { windowMs: 60 * 1000, perMember: 300, perAddress: 1_500 },
  bodyLimitBytes: 1024 * 1024,
  /** How long a biodata download link works: long enough to click, too short to share. */
  biodata: { linkValidMs: 5 * 60 * 1000 },
  /**
   * CSP violation reports: anyone may post them, so a small body and few per address (a page
   * with a broken rule reports each blocked load; ten a minute show the pattern well enough).
   */
  cspReports: { bodyLimitBytes: 16 * 1024, rateLimit: { max: 10, timeWindow: 60_000 } },
  /**
   * The advertisers' lead form: anyone may post, so few per address in an hour (a business
   * sends one, perhaps corrects it once or twice) and a small body.
   */
  leads: { bodyLimitBytes: 16 * 1024, rateLimit: { max: 5, timeWindow: 60 * 60 * 1000 } },
  /**
   * Ads (docs/decisions/0011-ads.md): the web app shows at most `perSession` in a browser
   * session (ADS_PER_SESSION; 0 turns ads off). The server pushes a Free member's ad
   * `pushDelaySeconds` after their socket joins (AD_PUSH_DELAY_SECONDS), at most once per
   * sign-in session in `pushGapMs`. Impressions and clicks: a few a minute per address.
   * Whether any ad runs is remembered `runningCacheMs` for the pushes.
   */
  ads: {
    perSession: 1,
    pushDelaySeconds: 30,
    pushGapMs: 12 * 60 * 60 * 1000,
    runningCacheMs: 5_000,
    countRateLimit: { max: 20, timeWindow: 60_000 },
  },
} as const;
