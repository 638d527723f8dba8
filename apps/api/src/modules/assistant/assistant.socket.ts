import { botRoomForUser } from "@sagpan/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Io } from "../realtime/realtime.ts";
import type { AssistantService, Conversation } from "./assistant.service.ts";

/**
 * `from_user_to_bot` on every member socket; replies go to the member's `bot-{userId}` room
 * (every tab of theirs, on any API node). The conversation lives with the socket: it lasts
 * while the page is open and is never stored.
 */
export function attachAssistant(io: Io, assistant: AssistantService, log: FastifyBaseLogger) {
  io.on("connection", (socket) => {
    const userId = socket.data.userId;
    const turns: Conversation = new Map();
    const room = botRoomForUser(userId);
    socket.on("from_user_to_bot", (payload) => {
      assistant
        .ask(
          userId,
          payload,
          turns,
          (reply) => io.to(room).emit("bot_reply", reply),
          (error) => socket.emit("bot_error", error),
        )
        .catch((err) => {
          // The error's kind only: its message could quote the question.
          log.error({ err: (err as Error).name }, "assistant failed");
          socket.emit("bot_error", {
            pid: null,
            code: "assistant.bad_input",
            message: "The assistant could not answer; try again.",
          });
        });
    });
  });
}
