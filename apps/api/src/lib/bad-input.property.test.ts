import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../modules/accounts/accounts.table.ts";
import { bearer, createMember } from "../test/factories.ts";
import { arbitraryFor, hostileString, type JsonSchema } from "../test/json-schema-arbitrary.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/**
 * Every operation of the OpenAPI document, fed hostile input in its body, query and path,
 * as an administrator (so admin routes reach their queries too). No answer may be a 500, and
 * every refusal carries `{ error: { code, message } }`.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);
// These end the caller's sessions or account, which would turn the rest into 401s.
const skipped = new Set(["POST /api/v1/user/logout_all", "DELETE /api/v1/delete/profile"]);
/**
 * Pages for people, not calls for the app: the unsubscribe link in a mail opens without the app
 * and without signing in, so its refusal ("This link is not valid") is a page in the member's
 * language. These must still never answer 5xx, and must refuse as an HTML page.
 */
const pages = new Set([
  "GET /api/v1/notification_settings/unsubscribe",
  "POST /api/v1/notification_settings/unsubscribe",
]);

interface Operation {
  method: string;
  path: string;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
}

let t: TestApp;
let token: string;
let operations: Operation[];
let resolve: (ref: string) => JsonSchema;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createMember(t.app);
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId));
  token = admin.token;
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, Omit<Operation, "method" | "path">>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  resolve = (ref) => doc.components?.schemas?.[ref.split("/").pop() ?? ""] ?? {};
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
}, 120_000);
afterAll(() => t.close());

/** Every byte percent-encoded (a lone surrogate becomes U+FFFD, as a browser would send it). */
const encode = (value: unknown) =>
  [...Buffer.from(typeof value === "string" ? value : JSON.stringify(value))]
    .map((byte) => `%${byte.toString(16).padStart(2, "0")}`)
    .join("");

describe("hostile input on every route of the OpenAPI document", () => {
  it("never gets a 500, and every refusal has the error shape", async () => {
    const failures: string[] = [];
    let requests = 0;
    let bodies = 0;
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      if (skipped.has(name)) continue;
      const bodySchema = op.requestBody?.content?.["application/json"]?.schema;
      if (bodySchema) bodies++;
      const params = op.parameters ?? [];
      const input = fc.record({
        body: bodySchema ? arbitraryFor(bodySchema, resolve) : fc.constant(undefined),
        path: fc.tuple(...params.filter((p) => p.in === "path").map(() => hostileString)),
        query: fc.tuple(
          ...params
            .filter((p) => p.in === "query")
            .map((p) => fc.option(arbitraryFor(p.schema ?? {}, resolve))),
        ),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ body, path, query }) => {
          const pathValues = [...path];
          const url = op.path.replace(/\{[^}]+\}/g, () => encode(pathValues.shift() ?? "x"));
          const queryParams = params.filter((p) => p.in === "query");
          const search = queryParams
            .map((p, i) => (query[i] == null ? null : `${p.name}=${encode(query[i])}`))
            .filter(Boolean)
            .join("&");
          const res = await t.app.inject({
            method: op.method as "GET",
            url: search ? `${url}?${search}` : url,
            headers: bearer(token),
            ...(body !== undefined ? { payload: body as object } : {}),
          });
          requests++;
          const json = res.headers["content-type"]?.includes("json") ? res.json() : null;
          const page = pages.has(name) && res.headers["content-type"]?.includes("text/html");
          const shaped =
            res.statusCode < 400 ||
            page ||
            (typeof json?.error?.code === "string" && typeof json?.error?.message === "string");
          if (res.statusCode >= 500 || !shaped) {
            failures.push(`${name} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }),
        { numRuns: RUNS },
      );
    }
    console.info(
      `fast-check: ${requests} requests over ${operations.length - skipped.size} operations (${bodies} JSON body schemas), ${failures.length} failures`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);
});
