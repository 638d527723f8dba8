import { chatRoomFor, sendMessageBodySchema } from "@sagpan/contract";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { checkJoin } from "../realtime/phoenix-topics.ts";
import type { Realtime } from "../realtime/realtime.ts";
import type { MessagesService } from "./messages.service.ts";

const topicPattern = /^chat([^:]+):([^:]+)$/;
const typingSchema = z.object({ typing: z.boolean() });
const sendSchema = sendMessageBodySchema.shape.message.omit({ to: true });

/**
 * The Phoenix chat topic `chat{idA}:{idB}` (ids in sorting order) of a pair allowed to chat.
 * Both members push `message` on it: `{ typing }` reaches the other member's channel as
 * `{ typing, userId }`; `{ message, client_id? }` is sent as through `POST /api/v1/message/`
 * (its events then come from the event bus, to both transports). Every push re-checks that the
 * pair may still chat: a block or a withdrawn request ends it at once.
 */
export function attachChatTopic(
  realtime: Pick<Realtime, "phoenix" | "liveMember">,
  messages: Pick<MessagesService, "mayChat" | "send">,
  mayWrite: (userId: string) => Promise<boolean> = async () => true,
) {
  realtime.phoenix.topic({
    matches: (topic) => topicPattern.test(topic),
    async join(member, topic, payload, channel) {
      const [, a = "", b = ""] = topic.match(topicPattern) ?? [];
      if (member.userId !== a && member.userId !== b) return { ok: false, reason: "unauthorized" };
      if (chatRoomFor(a, b) !== topic) return { ok: false, reason: "topic_order" };
      const refused = await checkJoin(member, payload, realtime.liveMember);
      if (refused) return refused;
      const other = member.userId === a ? b : a;
      if (!(await messages.mayChat(member.userId, other)))
        return { ok: false, reason: "chat.not_allowed" };
      return {
        ok: true,
        async handleIn(event, body) {
          if (event !== "message") throw new AppError("request.invalid");
          const typing = typingSchema.safeParse(body);
          if (typing.success) {
            if (!(await messages.mayChat(member.userId, other)))
              throw new AppError("chat.not_allowed");
            channel.broadcastFrom("message", { typing: typing.data.typing, userId: member.userId });
            return {};
          }
          const send = sendSchema.safeParse(body);
          if (!send.success) throw new AppError("request.invalid");
          if (!(await mayWrite(member.userId))) throw new AppError("auth.email_unconfirmed");
          const { message } = await messages.send(member.userId, { ...send.data, to: other });
          return { data: message };
        },
      };
    },
  });
}
