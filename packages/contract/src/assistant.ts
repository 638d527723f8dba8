import { z } from "zod";

/** Limits the assistant's socket enforces; the widget reads the same numbers. */
export const assistantLimits = {
  /** Characters per question: a family's question fits in a line or two. */
  maxMessageLength: 300,
  /** Questions per member per minute, across every socket and API node. */
  perMinute: 20,
} as const;

/** Client → server `from_user_to_bot`. */
export const botQuestionSchema = z.object({
  pid: z.string().min(1).max(64),
  message: z.string().max(assistantLimits.maxMessageLength),
});
export type BotQuestion = z.infer<typeof botQuestionSchema>;

/**
 * Server → client `bot_reply` on `bot-{userId}`. A streamed answer arrives as several replies
 * for one pid with `done: false`, the last with `done: true`; the pieces are concatenated.
 * `sources` names the profile fields the answer used (empty for greetings and refusals);
 * `chips` offers questions to tap when the answerer did not understand.
 */
export interface BotReply {
  pid: string;
  message: string;
  sources: string[];
  done: boolean;
  lang: "en" | "gu";
  chips?: string[];
}

export const botErrorCodes = [
  "assistant.bad_input",
  "assistant.too_long",
  "assistant.empty",
  "assistant.rate_limited",
  "profile.not_found",
] as const;
export type BotErrorCode = (typeof botErrorCodes)[number];

/** Server → client `bot_error`: the question was refused before any answer. */
export interface BotError {
  pid: string | null;
  code: BotErrorCode;
  message: string;
}

/** Admin analytics: how often the assistant was used, never what was asked. */
export const assistantUsageSchema = z.object({
  data: z.array(
    z.object({ day: z.string(), outcome: z.string(), lang: z.string(), count: z.number() }),
  ),
});
