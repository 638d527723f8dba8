import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "./errors.ts";

/** True when any string (value or key) anywhere inside holds a NUL character. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\0") || holdsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL refuses NUL in text and jsonb, so a NUL reaching a query became a 500. One hook
 * over the whole request (path, query, body) refuses it for every route, present and future,
 * before validation; the contract's `str()` names the field for the web app's forms.
 */
export function refuseNul(app: FastifyInstance) {
  app.addHook("preValidation", async (req) => {
    if (holdsNul(req.params) || holdsNul(req.query) || holdsNul(req.body)) {
      throw new AppError("request.invalid_characters");
    }
  });
}

/**
 * Errors Fastify's router answers itself (a path parameter longer than maxParamLength, a
 * malformed percent-escape): in the API's error shape instead of Fastify's own body, and
 * without echoing the URL back.
 */
export function frameworkErrors(err: FastifyError, _req: unknown, reply: FastifyReply): void {
  const error =
    err.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? new AppError("request.uri_too_long")
      : new AppError("request.invalid");
  reply.code(error.status).send({ error: { code: error.code, message: error.message } });
}

/**
 * PostgreSQL's class 22 (data exception: a character it cannot store, a number out of range,
 * a string too long, an impossible date) and 54 (too long an array or statement) mean the
 * client's input reached the database unfiltered: a 400, not a 500. Returns the SQLSTATE,
 * which is all that is logged (the failed query's parameters may be a member's message).
 */
export function dataExceptionCode(err: unknown): string | null {
  let e = err;
  for (let i = 0; i < 5 && e && typeof e === "object"; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^(22|54)[0-9A-Z]{3}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
