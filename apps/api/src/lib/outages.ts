import type { FastifyBaseLogger } from "fastify";

/**
 * Errors that mean "PostgreSQL cannot be reached right now", not "this query is wrong": the
 * socket refused or dropped, the server shutting down or starting up (a restart, a failover),
 * no connection within the pool's timeout. The call answers 503 service.unavailable; a retry
 * seconds later usually succeeds.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
// SQLSTATE: class 08 (connection exception); 57P01-57P03 admin/crash shutdown, cannot
// connect now (starting up); 53300 too many connections (a failover's new primary filling up).
const SQL_STATES = /^(08...|57P0[1-3]|53300)$/;
const MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
];

export function isDatabaseUnavailable(err: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError.cause); look down the chain.
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQL_STATES.test(code))) {
      return true;
    }
    if (typeof message === "string" && MESSAGES.some((m) => message.includes(m))) return true;
    // Node's connect to a name with several addresses fails with all of their errors.
    const { errors, cause } = e as { errors?: unknown; cause?: unknown };
    e = Array.isArray(errors) ? errors[0] : cause;
  }
  return false;
}

/**
 * One dependency's reachability as this node saw it last, for the log and the metrics: the
 * first failure logs once (error), the first success after it logs how long it was gone and
 * how often it failed meanwhile (info), so an outage is two log lines, not one per call.
 */
export interface Outage {
  /** A call failed because the dependency is unreachable. */
  failed(err: unknown): void;
  /** A call (or a new connection) succeeded. */
  succeeded(): void;
  up(): boolean;
  /** Calls failed so far, outages together (the metrics' counter). */
  failures(): number;
}

export function createOutage(
  name: "postgres" | "redis",
  log: () => FastifyBaseLogger,
  what: string,
): Outage {
  let downSince: number | null = null;
  let failedMeanwhile = 0;
  let failures = 0;
  return {
    failed(err) {
      failures += 1;
      failedMeanwhile += 1;
      if (downSince !== null) return;
      downSince = Date.now();
      const reason = err instanceof Error ? err.message : String(err);
      log().error({ dependency: name, reason }, `${name} unreachable: ${what}`);
    },
    succeeded() {
      if (downSince === null) return;
      const downMs = Date.now() - downSince;
      log().info(
        { dependency: name, downMs, failedCalls: failedMeanwhile },
        `${name} reachable again`,
      );
      downSince = null;
      failedMeanwhile = 0;
    },
    up: () => downSince === null,
    failures: () => failures,
  };
}
