/** Business numbers in one place (business-rules.md); code reads them from here. */
export const rules = {
  signIn: { maxFailures: 10, windowMs: 15 * 60 * 1000 },
  passwordReset: { validMs: 30 * 60 * 1000 },
  rateLimit: { max: 300, windowMs: 60 * 1000 },
  bodyLimitBytes: 1024 * 1024,
} as const;
