import type { FastifyInstance, InjectOptions } from "fastify";
import { multipart, type Upload } from "../modules/pictures/photo-fixtures.ts";
import { bearer } from "../test/factories.ts";
import { createTestApp } from "../test/test-app.ts";

/** The app identifier the original system's installed clients send (X-Requested-With). */
export const LEGACY_ID = "in.community.matrimony";

/** A test app that knows the original's clients, as a deployment sets LEGACY_CLIENT_IDS. */
export const createLegacyTestApp = () =>
  createTestApp({ rateLimitMax: 100_000, env: { LEGACY_CLIENT_IDS: `other-app, ${LEGACY_ID}` } });

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A call exactly as the original's client makes it: its app id, its bearer token. */
export const legacyCaller =
  (app: FastifyInstance, token?: string, appId = LEGACY_ID) =>
  (method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { "x-requested-with": appId, ...(token ? bearer(token) : {}) },
      ...(payload ? { payload: payload as InjectOptions["payload"] } : {}),
    });

/** Its multipart upload (`img_upload`), query string as it sends it. */
export async function legacyUpload(
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
    headers: { ...body.headers, ...bearer(token), "x-requested-with": LEGACY_ID },
  });
}
