import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { cspReports } from "./csp-reports.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: string, type: string, ip = "203.0.113.7") =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/csp-reports",
    headers: { "content-type": type },
    payload,
    remoteAddress: ip,
  });

describe("CSP violation reports", () => {
  it("stores report-uri and report-to bodies without query strings", async () => {
    const uri = await post(
      JSON.stringify({
        "csp-report": {
          "document-uri": "https://sagpan.in/reset?token=secret#x",
          "violated-directive": "script-src-elem",
          "effective-directive": "script-src-elem",
          "blocked-uri": "https://evil.example/x.js?a=1",
          "line-number": 12,
          "original-policy": "default-src 'self'",
        },
      }),
      "application/csp-report",
    );
    expect(uri.statusCode).toBe(204);
    const to = await post(
      JSON.stringify([
        {
          type: "csp-violation",
          age: 1,
          url: "https://sagpan.in/profiles",
          body: {
            documentURL: "https://sagpan.in/profiles?q=Patel",
            effectiveDirective: "connect-src",
            blockedURL: "wss://evil.example/socket",
            sourceFile: "https://sagpan.in/assets/app.js",
            lineNumber: 3,
          },
        },
      ]),
      "application/reports+json",
    );
    expect(to.statusCode).toBe(204);
    const rows = await t.database.db.select().from(cspReports);
    expect(rows.map(({ id: _, at: __, ...row }) => row)).toEqual(
      expect.arrayContaining([
        {
          directive: "script-src-elem",
          documentUri: "https://sagpan.in/reset",
          blockedUri: "https://evil.example/x.js",
          sourceFile: null,
          line: 12,
        },
        {
          directive: "connect-src",
          documentUri: "https://sagpan.in/profiles",
          blockedUri: "wss://evil.example/socket",
          sourceFile: "https://sagpan.in/assets/app.js",
          line: 3,
        },
      ]),
    );
  });

  it("refuses bodies over 16 KB and malformed ones with the error shape", async () => {
    const big = await post(
      JSON.stringify({ "csp-report": { "document-uri": "x".repeat(20_000) } }),
      "application/csp-report",
      "203.0.113.8",
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe("request.too_large");
    const bad = await post("{not json", "application/csp-report", "203.0.113.8");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("request.invalid");
  });

  it("takes at most 10 a minute from one address", async () => {
    const body = JSON.stringify({ "csp-report": { "document-uri": "https://sagpan.in/" } });
    const codes: number[] = [];
    for (let i = 0; i < 15; i++) {
      codes.push((await post(body, "application/csp-report", "198.51.100.9")).statusCode);
    }
    expect(codes.filter((c) => c === 204)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    // Another address is not affected.
    expect((await post(body, "application/csp-report", "198.51.100.10")).statusCode).toBe(204);
  });
});
