/**
 * Phoenix Channels V2 JSON frames: `[join_ref, ref, topic, event, payload]`. Only text
 * frames; the V2 binary frames carry ArrayBuffer payloads, which no topic here takes.
 */
export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

export const PHX = {
  join: "phx_join",
  leave: "phx_leave",
  reply: "phx_reply",
  close: "phx_close",
  error: "phx_error",
  heartbeat: "heartbeat",
  /** The socket's own topic: heartbeats only. */
  system: "phoenix",
} as const;

const refOrNull = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : null;

/** A well-formed frame, or null (the connection is then closed: a client that speaks V2 never sends one). */
export function parseFrame(text: string): Frame | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(data) || data.length !== 5) return null;
  const [joinRef, ref, topic, event, payload] = data as unknown[];
  if (typeof topic !== "string" || typeof event !== "string") return null;
  if (topic.length > 200 || event.length > 100) return null;
  return { joinRef: refOrNull(joinRef), ref: refOrNull(ref), topic, event, payload };
}

export const encodeFrame = (f: Frame) =>
  JSON.stringify([f.joinRef, f.ref, f.topic, f.event, f.payload]);

export const okReply = (response: unknown = {}) => ({ status: "ok", response });
export const errorReply = (reason: string) => ({ status: "error", response: { reason } });
