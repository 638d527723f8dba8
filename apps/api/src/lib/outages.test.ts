import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createOutage, isDatabaseUnavailable } from "./outages.ts";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("ECONNREFUSED")],
    ["a reset connection", withCode("ECONNRESET")],
    ["the server shutting down (57P01)", withCode("57P01", "terminating connection")],
    ["the server starting up (57P03)", withCode("57P03", "the database system is starting up")],
    ["a connection exception (08006)", withCode("08006")],
    ["a pooled connection cut", new Error("Connection terminated unexpectedly")],
    ["no connection in time", new Error("timeout exceeded when trying to connect")],
    ["Drizzle's wrapper", new Error("Failed query", { cause: withCode("ECONNREFUSED") })],
    ["every address refused", new AggregateError([withCode("ECONNREFUSED")], "")],
  ])("is true for %s", (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505")],
    ["bad input", withCode("22P02")],
    ["a syntax error", withCode("42601")],
    ["a wrong password", withCode("28P01")],
    ["anything else", new Error("boom")],
    ["not an error", "ECONNREFUSED"],
  ])("is false for %s", (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe("an outage", () => {
  it("logs its start once and its end once, with how long and how many calls failed", () => {
    const lines: { level: number; msg: string; downMs?: number; failedCalls?: number }[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const log = pino({ level: "info" }, stream);
    const outage = createOutage("postgres", () => log, "calls answer 503");
    expect(outage.up()).toBe(true);
    outage.succeeded();
    for (let i = 0; i < 5; i++) outage.failed(withCode("ECONNREFUSED"));
    expect(outage.up()).toBe(false);
    outage.succeeded();
    outage.succeeded();
    expect(outage.up()).toBe(true);
    expect(outage.failures()).toBe(5);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [50, "postgres unreachable: calls answer 503"],
      [30, "postgres reachable again"],
    ]);
    expect(lines[1]).toMatchObject({ failedCalls: 5 });
    expect(lines[1]?.downMs).toBeGreaterThanOrEqual(0);
  });
});
