import { assistantUsageSchema } from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { AssistantRepository } from "./assistant.repository.ts";

/** Admins see how much the assistant is used (by day, outcome and language), never the texts. */
export const assistantRoutes: FastifyPluginAsyncZod<{
  usage: Pick<AssistantRepository, "usageSince">;
  admin: Guard;
  clock: () => Date;
}> = async (app, { usage, admin, clock }) => {
  app.get(
    "/api/v1/admin/assistant/usage",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary: "Assistant questions per day, outcome and language over the last 30 days",
        response: { 200: assistantUsageSchema },
      },
    },
    async () => ({ data: await usage.usageSince(new Date(clock().getTime() - 30 * 86_400_000)) }),
  );
};
