import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * An API reply to a call that carried a member's token is that member's data: no browser,
 * proxy or CDN may keep it (a shared computer's back button, a misconfigured cache). Routes
 * that chose their own caching (signed photo files, generated avatars, the biodata PDF) keep
 * it; everything else gets `no-store`, so a new route is private without anyone remembering.
 */
export function privateReplies(req: FastifyRequest, reply: FastifyReply) {
  if (!req.url.startsWith("/api/") || reply.hasHeader("cache-control")) return;
  if (req.headers.authorization || req.headers.cookie) {
    reply.header("Cache-Control", "no-store");
  }
}
