import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let token: string;
let userId: string;
let getPaths: string[];
beforeAll(async () => {
  t = await createTestApp();
  ({ token, userId } = await createMember(t.app));
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  getPaths = Object.entries(doc.paths)
    .filter(([, ops]) => "get" in ops)
    .map(([path]) => path);
}, 120_000);
afterAll(() => t.close());

// The same for every reader and holding nothing of the member: generated initials (a year),
// the showcase's cards (a minute) and the store links (five minutes), public on purpose.
const publicByDesign = new Set(["/api/v1/avatars/{file}", "/api/v1/features", "/api/v1/apps"]);

describe("a member's API replies", () => {
  it("carry Cache-Control: no-store on every GET route of the OpenAPI document", async () => {
    const missing: string[] = [];
    for (const path of getPaths) {
      if (publicByDesign.has(path)) continue;
      const url = path.replace(/\{[^}]+\}/g, userId);
      const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
      const cache = String(res.headers["cache-control"] ?? "");
      if (!/no-store|private, no-cache/.test(cache))
        missing.push(`${path} ${res.statusCode} "${cache}"`);
    }
    expect(getPaths.length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });

  it("leave a visitor's public replies to the route", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/blogs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBeUndefined();
  });
});

describe("the Content-Security-Policy", () => {
  it("lets scripts connect only to the app's own origin and reports violations", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/ws:|wss:/);
    expect(csp).toContain("report-uri /api/v1/csp-reports");
    expect(csp).toContain("report-to csp");
    expect(res.headers["reporting-endpoints"]).toBe('csp="/api/v1/csp-reports"');
  });
});
