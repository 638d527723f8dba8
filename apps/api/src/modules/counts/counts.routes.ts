import { countsSchema } from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";

export type CountSource = (
  userId: string,
) => Promise<Partial<Record<keyof z.infer<typeof countsSchema>, number>>>;

/**
 * The bottom nav's badge counts. Each feature that owns a count (chat, interests, chat
 * requests) registers a source; a count no source reports is zero.
 */
export const countsRoutes: FastifyPluginAsyncZod<{
  member: Guard;
  sources: CountSource[];
}> = async (app, { member, sources }) => {
  app.get(
    "/api/v1/counts/subscribe",
    {
      preHandler: member,
      schema: { tags: ["misc"], response: { 200: z.object({ data: countsSchema }) } },
    },
    async (req) => {
      const parts = await Promise.all(sources.map((source) => source(req.userId)));
      return {
        data: Object.assign({ chat_count: 0, interests_received: 0, chat_requests: 0 }, ...parts),
      };
    },
  );
};
