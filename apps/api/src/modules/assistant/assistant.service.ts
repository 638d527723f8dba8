import {
  assistantLimits,
  type BotError,
  type BotErrorCode,
  type BotReply,
  botQuestionSchema,
  type PlanName,
} from "@sagpan/contract";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../lib/errors.ts";
import type { ProfilesService } from "../profiles/profiles.service.ts";
import { type Answer, answer, type Facts, type Turn } from "./answerer.ts";
import type { AssistantRepository } from "./assistant.repository.ts";
import { createNumberGuard, type LlmProvider } from "./llm-provider.ts";
import type { RateCounter } from "./rate-counter.ts";

const errorText: Record<BotErrorCode, string> = {
  "assistant.bad_input": "Send { pid, message } with text.",
  "assistant.too_long": `Questions are at most ${assistantLimits.maxMessageLength} characters.`,
  "assistant.empty": "Type a question first.",
  "assistant.rate_limited": "Too many questions; wait a minute.",
  "profile.not_found": "Profile not found",
};

export interface AssistantDeps {
  /** The profile reply's own builder: the assistant can only say what the page could show. */
  profiles: Pick<ProfilesService, "get" | "assertVisible">;
  planOf(userId: string): Promise<PlanName>;
  limiter: RateCounter;
  usage: Pick<AssistantRepository, "recordUse">;
  llm: LlmProvider | null;
  log: FastifyBaseLogger;
}

/** A conversation per profile, the socket's: it lasts while the page is open. */
export type Conversation = Map<string, { turn: Turn | null; facts: Facts; at: number }>;

/**
 * How long a conversation reuses the profile reply it built. Blocks and a profile's removal
 * are checked on every question; a plan change or an edited profile reaches the answers within
 * this time (the page itself shows them only on its next fetch).
 */
const FACTS_TTL_MS = 15_000;

export function createAssistantService(deps: AssistantDeps) {
  const { log } = deps;

  /** The viewer's facts: the profile reply, built by its own rules, and the viewer's plan. */
  async function factsFor(userId: string, pid: string, turns: Conversation) {
    const kept = turns.get(pid);
    const now = Date.now();
    try {
      if (kept && now - kept.at < FACTS_TTL_MS) {
        // Blocked either way, or gone: not one more answer, whatever was kept.
        await deps.profiles.assertVisible(userId, pid);
        return kept.facts;
      }
      const [reply, viewerPlan] = await Promise.all([
        deps.profiles.get(userId, pid),
        deps.planOf(userId),
      ]);
      // Blocked by me: the page still opens (to unblock), but the assistant does not answer.
      if (reply.flags.is_blocked) return null;
      const facts = { reply, viewerPlan };
      turns.set(pid, { turn: kept?.turn ?? null, facts, at: now });
      return facts;
    } catch (err) {
      if (err instanceof AppError && err.code === "profile.not_found") return null;
      throw err;
    }
  }

  async function builtIn(userId: string, pid: string, message: string, turns: Conversation) {
    const facts = await factsFor(userId, pid, turns);
    if (!facts) {
      turns.delete(pid);
      return null;
    }
    const kept = turns.get(pid);
    const result = answer(message, facts, kept?.turn ?? null);
    turns.delete(pid);
    turns.set(pid, { turn: result.turn, facts, at: kept?.at ?? Date.now() });
    // A page holds one profile; a long-lived socket keeps only the latest few conversations.
    if (turns.size > 20) turns.delete(turns.keys().next().value as string);
    return result;
  }

  /** Streams the model's rephrasing; any failure before the first piece gives the built-in. */
  async function viaLlm(
    llm: LlmProvider,
    question: string,
    built: Answer,
    send: (piece: string, done: boolean) => void,
  ): Promise<"llm" | "llm_fallback"> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), llm.timeoutMs);
    const guard = createNumberGuard(built.facts);
    let sent = false;
    try {
      const input = { question, lang: built.lang, facts: built.facts, draft: built.message };
      for await (const piece of llm.stream(input, abort.signal)) {
        const out = guard.push(piece);
        if (out) {
          send(out, false);
          sent = true;
        }
      }
      const rest = guard.flush();
      if (!sent && !rest.trim()) throw new Error("llm empty answer");
      send(rest, true);
      return "llm";
    } catch (err) {
      log.warn({ err: (err as Error).name }, "assistant model failed; built-in answer sent");
      // Pieces already shown stay; the true answer follows them on its own line.
      send(sent ? `\n${built.message}` : built.message, true);
      return "llm_fallback";
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /**
     * Answers one `from_user_to_bot`. Questions and answers are never logged or stored;
     * only the kind of outcome is counted for the admins.
     */
    async ask(
      userId: string,
      payload: unknown,
      turns: Conversation,
      emit: (reply: BotReply) => void,
      fail: (error: BotError) => void,
    ): Promise<void> {
      const parsed = botQuestionSchema.safeParse(payload);
      const pid =
        typeof (payload as { pid?: unknown })?.pid === "string"
          ? ((payload as { pid: string }).pid.slice(0, 64) as string)
          : null;
      const refuse = (code: BotErrorCode) => fail({ pid, code, message: errorText[code] });
      if (!parsed.success) {
        const long =
          typeof (payload as { message?: unknown })?.message === "string" &&
          (payload as { message: string }).message.length > assistantLimits.maxMessageLength;
        return refuse(long ? "assistant.too_long" : "assistant.bad_input");
      }
      const message = parsed.data.message.trim();
      if (!message) return refuse("assistant.empty");
      if (!(await deps.limiter.allow(userId))) return refuse("assistant.rate_limited");

      const built = await builtIn(userId, parsed.data.pid, message, turns);
      if (!built) return refuse("profile.not_found");
      const base = { pid: parsed.data.pid, sources: built.sources, lang: built.lang };
      const chips = built.chips ? { chips: built.chips } : {};
      let outcome =
        built.sources.length > 0
          ? "answered"
          : built.turn.topic === null
            ? "not_understood"
            : "other";
      if (deps.llm && built.sources.length > 0) {
        outcome = await viaLlm(deps.llm, message, built, (piece, done) =>
          emit({ ...base, message: piece, done, ...chips }),
        );
      } else {
        emit({ ...base, message: built.message, done: true, ...chips });
      }
      await deps.usage.recordUse(outcome, built.lang).catch(() => {});
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
