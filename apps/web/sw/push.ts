import type { PushPayload } from "@sagpan/contract";

/**
 * What the worker shows of a push (the contract's PushPayload): the notification's words in the
 * member's language, where a tap leads, and a tag under which a newer push replaces an older
 * one (a second message from the same member).
 */
export type ShownPush = Pick<PushPayload, "title" | "body" | "url" | "tag">;

/** Where a notification without a usable address leads. */
export const FALLBACK_URL = "/notifications";

const text = (value: unknown, max: number) =>
  typeof value === "string" ? value.slice(0, max) : "";

/**
 * The payload of a push, or null when it is not one of ours (no JSON, no title): a push must
 * still show something (browsers count a silent one against the site), which the caller does.
 */
export function readPush(data: { json(): unknown } | null): ShownPush | null {
  let raw: unknown;
  try {
    raw = data?.json();
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object") return null;
  const fields = raw as Record<string, unknown>;
  const title = text(fields.title, 200);
  if (!title) return null;
  return {
    title,
    body: text(fields.body, 500),
    url: text(fields.url, 2000),
    tag: text(fields.tag, 200),
  };
}

/**
 * The address a tap opens: the payload's, only when it stays on this origin (a push can name
 * any string; the notification must not become a way off the site), else the notification
 * centre. Always a path, so it works from any tab of the app.
 */
export function sameOriginPath(url: string, origin: string): string {
  try {
    const target = new URL(url, origin);
    if (target.origin !== origin) return FALLBACK_URL;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return FALLBACK_URL;
  }
}
