import type { Lang } from "@sagpan/contract";

/** A site's own model behind an OpenAI-compatible chat-completions endpoint. */
export interface LlmProvider {
  /** Streams the answer's text pieces; throws (or times out) to fall back to the built-in. */
  stream(input: LlmInput, signal: AbortSignal): AsyncIterable<string>;
  timeoutMs: number;
}

export interface LlmInput {
  question: string;
  lang: Lang;
  /** Only what the built-in answer used: viewer-visible facts, label → value. */
  facts: Record<string, string>;
  /** The built-in answer, true by construction: the model rephrases it, it adds nothing. */
  draft: string;
}

/**
 * The prompt holds only the facts the built-in answerer picked for this question, already cut
 * to what this viewer may see, so a model can repeat nothing else: no contact it was not
 * given, no email or document (never in the facts), no other member's data.
 */
export function promptFor(input: LlmInput) {
  const language = input.lang === "gu" ? "Gujarati, in Gujarati script" : "English";
  const facts = Object.entries(input.facts)
    .map(([label, value]) => `- ${label}: ${value}`)
    .join("\n");
  return [
    {
      role: "system",
      content:
        "You help a family on a matrimony site answer a question about one profile. Use only the facts below; if they do not answer it, say so. Reply in one or two short sentences in " +
        `${language}.\nFacts:\n${facts}\nA correct answer: ${input.draft}`,
    },
    { role: "user", content: input.question },
  ];
}

export function createOpenAiProvider(opts: {
  url: string;
  model: string;
  key?: string | undefined;
  timeoutMs?: number;
}): LlmProvider {
  const endpoint = `${opts.url.replace(/\/+$/, "")}/chat/completions`;
  return {
    timeoutMs: opts.timeoutMs ?? 4_000,
    async *stream(input, signal) {
      const res = await fetch(endpoint, {
        method: "POST",
        signal,
        headers: {
          "content-type": "application/json",
          ...(opts.key ? { authorization: `Bearer ${opts.key}` } : {}),
        },
        body: JSON.stringify({
          model: opts.model,
          stream: true,
          temperature: 0.2,
          max_tokens: 200,
          messages: promptFor(input),
        }),
      });
      if (!res.ok || !res.body) throw new Error(`llm status ${res.status}`);
      const decoder = new TextDecoder();
      let buffer = "";
      for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(bytes, { stream: true });
        let end = buffer.indexOf("\n");
        while (end >= 0) {
          const line = buffer.slice(0, end).trim();
          buffer = buffer.slice(end + 1);
          end = buffer.indexOf("\n");
          if (!line.startsWith("data:")) continue;
          const data = line.slice(5).trim();
          if (data === "[DONE]") return;
          const piece = JSON.parse(data)?.choices?.[0]?.delta?.content;
          if (typeof piece === "string" && piece.length > 0) yield piece;
        }
      }
    },
  };
}

/**
 * A model may invent a phone number it was never given. Digit runs long enough to be one
 * (7+ digits, spaces and dashes allowed) that are not in the facts are masked; pieces are
 * held back while they end inside a digit run, so a number split across pieces is seen whole.
 */
export function createNumberGuard(facts: Record<string, string>) {
  const known = new Set(
    Object.values(facts).flatMap((v) => (v.match(/\d[\d\s-]{5,}\d/g) ?? []).map(digits)),
  );
  let held = "";
  const mask = (text: string) =>
    text.replace(/\+?\d[\d\s-]{5,}\d/g, (run) => {
      const d = digits(run);
      return d.length >= 7 && !known.has(d) ? "•••" : run;
    });
  return {
    push(piece: string): string {
      const text = held + piece;
      const tail = text.match(/[+\d][\d\s-]*$/);
      const cut = tail ? text.length - tail[0].length : text.length;
      held = text.slice(cut);
      return mask(text.slice(0, cut));
    },
    flush(): string {
      const rest = mask(held);
      held = "";
      return rest;
    },
  };
}

const digits = (s: string) => s.replace(/\D/g, "");
