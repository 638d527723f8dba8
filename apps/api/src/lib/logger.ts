import type { LoggerOptions } from "pino";

/**
 * Paths pino blanks out wherever they appear: credentials, tokens and anything a member
 * uploads. Request bodies are never logged at all; these catch what code logs on purpose.
 */
export const redactPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  "headers.authorization",
  "password",
  "*.password",
  "*.old_password",
  "*.token",
  "token",
  "*.passwordHash",
  "*.file",
  "*.content",
  "body",
  "*.body",
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: "[redacted]" },
    serializers: {
      // Query strings can carry reset tokens: log the path only.
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split("?")[0],
      }),
    },
  };
}
