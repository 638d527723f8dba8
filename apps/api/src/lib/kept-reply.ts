import type { FastifyReply } from "fastify";

const serialized = new WeakMap<object, string>();

/**
 * Sends a reply object that the service keeps and hands out again (a kept match page,
 * matches.service `keptPage`): it goes through the route's own serializer (its response
 * schema) once, and later calls with the same object send that text. A new object, such as a
 * page made again after a change, is serialized anew.
 */
export function sendKept(reply: FastifyReply, value: object) {
  let json = serialized.get(value);
  if (json === undefined) {
    json = String(reply.serialize(value));
    serialized.set(value, json);
  }
  return reply.type("application/json; charset=utf-8").send(json);
}
