import {
  markNotificationsReadBodySchema,
  notificationListQuerySchema,
  notificationListSchema,
  unreadNotificationsSchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { NotificationsService } from "./notifications.service.ts";

const tags = ["notifications"];

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  member: Guard;
}> = async (app, { notifications, member }) => {
  app.get(
    "/api/v1/notifications",
    {
      preHandler: member,
      schema: {
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (req) => notifications.list(req.userId, req.query.limit, req.query.offset),
  );

  app.post(
    "/api/v1/notifications/read",
    {
      preHandler: member,
      schema: {
        tags,
        body: markNotificationsReadBodySchema,
        response: { 200: unreadNotificationsSchema },
      },
    },
    async (req) => notifications.markRead(req.userId, "all" in req.body ? "all" : req.body.ids),
  );
};
