import { errorCatalogue } from "@sagpan/contract";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { dataExceptionCode } from "./bad-input.ts";
import { AppError } from "./errors.ts";
import { isDatabaseUnavailable } from "./outages.ts";

/** Seconds a client waits before trying again while PostgreSQL is away (a restart is seconds). */
export const UNAVAILABLE_RETRY_AFTER_S = 2;

function send(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return reply.code(status).send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

/** Every failure leaves as `{ error: { code, message, fields? } }` with the contract's status. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    if (err.status === 429) reply.header("Retry-After", "900");
    return send(reply, err.status, err.code, err.message, err.fields);
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, string> = {};
    for (const issue of err.validation) {
      const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
      fields[path] ??= issue.message ?? "Invalid value";
    }
    const { status, message } = errorCatalogue["request.invalid"];
    return send(reply, status, "request.invalid", message, fields);
  }
  if (err.statusCode === 413) {
    const { status, message } = errorCatalogue["request.too_large"];
    return send(reply, status, "request.too_large", message);
  }
  if (err.statusCode === 429) {
    reply.header("Retry-After", "60");
    const { status, message } = errorCatalogue["request.rate_limited"];
    return send(reply, status, "request.rate_limited", message);
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
    return send(reply, 400, "request.invalid", err.message);
  }
  if (isDatabaseUnavailable(err)) {
    // Logged once per outage (lib/outages.ts), not once per call.
    req.server.outages.postgres.failed(err);
    reply.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S));
    const { status, message } = errorCatalogue["service.unavailable"];
    return send(reply, status, "service.unavailable", message);
  }
  const sqlState = dataExceptionCode(err);
  if (sqlState) {
    req.log.warn({ sqlState, route: req.routeOptions.url }, "the database refused input");
    const { status, message } = errorCatalogue["request.invalid"];
    return send(reply, status, "request.invalid", message);
  }
  req.log.error({ err }, "unhandled error");
  const { status, message } = errorCatalogue["server.error"];
  return send(reply, status, "server.error", message);
}
