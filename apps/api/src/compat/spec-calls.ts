import type { FastifyInstance, InjectOptions } from "fastify";
import { expect } from "vitest";
import { multipart, type Upload } from "../modules/pictures/photo-fixtures.ts";
import { bearer } from "../test/factories.ts";

/**
 * Spec section 7, call by call, as its client sends them: the method, the path spelled as
 * the spec spells it (trailing slashes included) and the body it shows. The reading rule
 * (docs/api.md): "(response data.data)" is a payload under `data`; a field the spec names
 * directly ("response is_blocked", "carries a url") sits at the top level of the body.
 */
type Method = "GET" | "POST" | "PUT" | "DELETE";

export const specCaller =
  (app: FastifyInstance, token?: string) => (method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: {
        // The spec's client sends a fixed app identifier on every call (APP_ID).
        "x-requested-with": "sagpan-web",
        ...(token ? bearer(token) : {}),
      },
      ...(payload ? { payload: payload as InjectOptions["payload"] } : {}),
    });

/** A multipart call as the spec's client makes it (files in whatever part names it uses). */
export async function specUpload(
  app: FastifyInstance,
  token: string,
  url: string,
  files: Upload[],
) {
  const body = await multipart(files);
  return app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), "x-requested-with": "sagpan-web" },
  });
}

/** "response X": each named field at the top level of the JSON body. */
export function expectTopLevel(body: Record<string, unknown>, fields: string[]) {
  for (const field of fields) expect(body, `top-level ${field}`).toHaveProperty([field]);
}

/** "(response data.data)": the payload is the body's `data`. */
export function expectData(body: Record<string, unknown>, fields: string[] = []) {
  expect(body, "data").toHaveProperty(["data"]);
  const data = body.data as Record<string, unknown> | unknown[];
  if (Array.isArray(data)) {
    for (const item of data) {
      for (const field of fields) expect(item, `data[].${field}`).toHaveProperty([field]);
    }
  } else {
    for (const field of fields) expect(data, `data.${field}`).toHaveProperty([field]);
  }
}

/** The call is served (not our unknown-path 404) and answered with `status`. */
export function expectStatus(res: { statusCode: number; body: string }, status: number) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
}
