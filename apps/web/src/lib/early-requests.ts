/**
 * Requests sent before the app's code has loaded (app/boot.ts), handed to the first identical
 * call. A phone otherwise starts the first screen's data only after downloading and running
 * about 150 KB of script.
 */

/** An early reply older than this is not handed out: the call fetches afresh. */
const USABLE_MS = 10_000;

type Early = Map<string, { reply: Promise<Response>; at: number }>;

// On the window, not in this module: the boot script is built on its own with its own copy of
// this module, and the app's copy must find what it sent.
const holder = globalThis as typeof globalThis & {
  __sagpanEarly?: Early;
  __sagpanAppStarted?: boolean;
};
holder.__sagpanEarly ??= new Map();
const pending: Early = holder.__sagpanEarly;

/**
 * Called by the app's entry before its first calls. The boot script is `async` and usually runs
 * first, but with the app's code already cached it can run after: then it has nothing to add,
 * and sending would only ask twice.
 */
export function markAppStarted() {
  holder.__sagpanAppStarted = true;
}

/** The key of a call: the same URL with the same credentials. */
const keyOf = (url: string, headers: Record<string, string>) =>
  `${url}\n${headers.Authorization ?? ""}`;

/**
 * Sends a GET now and keeps its reply for the first call to the same URL. Returns the reply's
 * body for a look of the caller's own (a copy: the app reads the original), or undefined when
 * the app has already started.
 */
export function requestEarly(
  url: string,
  headers: Record<string, string>,
): Promise<unknown> | undefined {
  if (holder.__sagpanAppStarted) return undefined;
  const reply = fetch(url, { headers });
  // A reply nobody takes must not surface as an unhandled rejection.
  reply.catch(() => {});
  pending.set(keyOf(url, headers), { reply, at: Date.now() });
  // Copied in this first reaction to the reply, before the app's own can read the body.
  return reply.then((response) => (response.ok ? response.clone().json() : undefined));
}

/** The early reply for this call, once; undefined when there is none or it is too old. */
export function takeEarly(
  url: string,
  headers: Record<string, string>,
): Promise<Response> | undefined {
  const key = keyOf(url, headers);
  const early = pending.get(key);
  pending.delete(key);
  return early && Date.now() - early.at < USABLE_MS ? early.reply : undefined;
}
