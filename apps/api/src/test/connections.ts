import type { FastifyInstance, InjectOptions } from "fastify";
import { bearer } from "./factories.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** `app.inject` as a member: `call(app, token)("POST", url, body)`. */
export const caller =
  (app: FastifyInstance, token: string) => (method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload ? { payload: payload as InjectOptions["payload"] } : {}),
    });

/** `a` asks `b` to chat and `b` accepts: from then on they may message each other. */
export async function connectForChat(
  app: FastifyInstance,
  a: { token: string },
  b: { token: string; userId: string },
): Promise<string> {
  const sent = await caller(app, a.token)("POST", "/api/v1/chatrequests", {
    chat_request: { to: b.userId },
  });
  if (sent.statusCode !== 201) throw new Error(`chat request failed: ${sent.body}`);
  const id = sent.json().data.id as string;
  const answered = await caller(app, b.token)("PUT", `/api/v1/chatrequests/${id}/`, {
    id,
    chat_request: { accepted: true, declined: false },
  });
  if (answered.statusCode !== 200) throw new Error(`accept failed: ${answered.body}`);
  return id;
}

/** Ids of a list reply's items, by a key of the item. */
export const idsOf = (body: { data: Record<string, unknown>[] }, key = "id") =>
  body.data.map((item) => item[key] as string);
