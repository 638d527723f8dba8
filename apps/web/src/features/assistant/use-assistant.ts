import { assistantLimits, type BotErrorCode } from "@sagpan/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { realtime, useRealtimeEvent } from "../../lib/socket.ts";

export interface ChatLine {
  id: number;
  from: "user" | "bot";
  text: string;
  /** Questions to tap, when the assistant did not understand. */
  chips?: string[];
  /** Shown as an error (a refused question), translated from its code. */
  error?: BotErrorCode | "assistant.no_answer";
}

/** How long to wait for the first piece of an answer before saying none came. */
const WAIT_MS = 15_000;

/**
 * One conversation about one profile, kept while the page is open (the widget's state, never
 * stored). Answers arrive on the member's `bot-{userId}` room; those for another profile (a
 * second tab) are ignored.
 */
export function useAssistant(pid: string) {
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [waiting, setWaiting] = useState(false);
  const nextId = useRef(1);
  const streaming = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopWaiting = useCallback(() => {
    clearTimeout(timer.current);
    setWaiting(false);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  useRealtimeEvent("bot_reply", (reply) => {
    if (reply.pid !== pid) return;
    stopWaiting();
    // A streamed answer's pieces join one line; the updaters stay pure (StrictMode runs twice).
    const open = streaming.current;
    if (open === null) {
      const id = nextId.current++;
      const chips = reply.chips ? { chips: reply.chips } : {};
      setLines((all) => [...all, { id, from: "bot", text: reply.message, ...chips }]);
      streaming.current = reply.done ? null : id;
    } else {
      setLines((all) =>
        all.map((line) => (line.id === open ? { ...line, text: line.text + reply.message } : line)),
      );
      if (reply.done) streaming.current = null;
    }
  });

  useRealtimeEvent("bot_error", (error) => {
    if (error.pid !== null && error.pid !== pid) return;
    stopWaiting();
    setLines((all) => [...all, { id: nextId.current++, from: "bot", text: "", error: error.code }]);
  });

  /** Sends a question; blank or whitespace-only is not sent (spec, Validation). */
  const ask = useCallback(
    (text: string) => {
      const message = text.trim().slice(0, assistantLimits.maxMessageLength);
      if (!message) return false;
      setLines((all) => [...all, { id: nextId.current++, from: "user", text: message }]);
      setWaiting(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setWaiting(false);
        setLines((all) => [
          ...all,
          { id: nextId.current++, from: "bot", text: "", error: "assistant.no_answer" },
        ]);
      }, WAIT_MS);
      realtime.emit("from_user_to_bot", { pid, message });
      return true;
    },
    [pid],
  );

  return { lines, waiting, ask };
}
