import { type BotError, botRoomForUser } from "@sagpan/contract";
import type { FastifyBaseLogger } from "fastify";
import { ownTopic } from "../realtime/phoenix-topics.ts";
import type { Realtime } from "../realtime/realtime.ts";
import type { AssistantService, Conversation } from "./assistant.service.ts";

/**
 * `from_user_to_bot` on every member socket (Socket.IO) and on the member's `bot-{userId}`
 * Phoenix channel; replies go to the member's `bot-{userId}` room through the event bus (every
 * tab of theirs, on either transport and any API node). The conversation lives with the socket
 * or channel: it lasts while the page is open and is never stored.
 */
export function attachAssistant(
  realtime: Pick<Realtime, "io" | "phoenix" | "toRoom" | "liveMember">,
  assistant: AssistantService,
  log: FastifyBaseLogger,
) {
  const ask = (
    userId: string,
    payload: unknown,
    turns: Conversation,
    fail: (e: BotError) => void,
  ) => {
    const room = botRoomForUser(userId);
    assistant
      .ask(userId, payload, turns, (reply) => realtime.toRoom(room, "bot_reply", reply), fail)
      .catch((err) => {
        // The error's kind only: its message could quote the question.
        log.error({ err: (err as Error).name }, "assistant failed");
        fail({
          pid: null,
          code: "assistant.bad_input",
          message: "The assistant could not answer; try again.",
        });
      });
  };

  realtime.io.on("connection", (socket) => {
    const userId = socket.data.userId;
    const turns: Conversation = new Map();
    socket.on("from_user_to_bot", (payload) =>
      ask(userId, payload, turns, (error) => socket.emit("bot_error", error)),
    );
  });

  realtime.phoenix.topic(
    ownTopic("bot-", realtime.liveMember, (member, channel) => {
      const turns: Conversation = new Map();
      // The spec names the event `from_user_to_bot-{userId}`; the Socket.IO name works too.
      const events = new Set(["from_user_to_bot", `from_user_to_bot-${member.userId}`]);
      return {
        // Answered at once: the reply streams as bot_reply pushes, and the connection's
        // frames (heartbeats) must not wait behind a model.
        handleIn(event, payload) {
          if (!events.has(event)) throw Object.assign(new Error(), { code: "unknown event" });
          ask(member.userId, payload, turns, (error) => channel.push("bot_error", error));
          return {};
        },
      };
    }),
  );
}
