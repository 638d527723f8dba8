import { ApiError, isRateLimited, NETWORK_ERROR } from "./api-error.ts";
import { takeEarly } from "./early-requests.ts";
import { serverBusy } from "./server-busy.ts";
import { sessionStore } from "./session.ts";

export { ApiError, isApiError, isRateLimited } from "./api-error.ts";

/** The fixed app-identifier header value (api-contract.md, Conventions). */
export const APP_ID: string = import.meta.env.VITE_APP_ID || "sagpan-web";

interface ApiHooks {
  /** HTTP 402 on any call: the app shows the 'Buy plan' warning. */
  onPlanRequired: () => void;
  /** HTTP 401 auth.required on a member call: the session is already dropped; go to /login. */
  onAuthRequired: () => void;
  /** A read refused by the call limit (429): the page stays, the app says to wait a moment. */
  onRateLimited: () => void;
}

const hooks: ApiHooks = {
  onPlanRequired: () => {},
  onAuthRequired: () => {},
  onRateLimited: () => {},
};

/** The app wires notifications and navigation here, so this module stays free of UI code. */
export function configureApi(next: Partial<ApiHooks>) {
  Object.assign(hooks, next);
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

export function withQuery(path: string, query?: Query) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes("?") ? "&" : "?"}${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

function toApiError(status: number, body: unknown, fallback: string): ApiError {
  if (body && typeof body === "object" && "error" in body) {
    const error = (body as { error: { code?: unknown; message?: unknown; fields?: unknown } })
      .error;
    return new ApiError(
      status,
      typeof error.code === "string" ? error.code : "server.error",
      typeof error.message === "string" ? error.message : fallback,
      error.fields && typeof error.fields === "object"
        ? (error.fields as Record<string, string>)
        : undefined,
    );
  }
  return new ApiError(status, status >= 500 ? "server.error" : "request.invalid", fallback);
}

/** How long a call keeps trying while the server says it is busy, before it gives up. */
export const BUSY_GIVE_UP_MS = 120_000;
/** The wait between tries when the reply names none, and the longest one honoured. */
const BUSY_DEFAULT_WAIT_MS = 2_000;
const BUSY_MAX_WAIT_MS = 10_000;

/**
 * Calls the API with JSON in and out; rejects with an ApiError on any non-2xx reply. A 503
 * service.unavailable (the server's database away for a moment) is tried again after its
 * Retry-After, for up to two minutes, while the app says it is busy: the caller just waits,
 * so the page keeps what it shows. The server answers that code only when the database
 * could not be reached, so nothing was written and a write may be sent again.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const session = sessionStore.get();
  const headers = baseHeaders();
  if (options.body !== undefined) headers["Content-Type"] = "application/json";

  const url = withQuery(path, options.query);
  const method = options.method ?? "GET";
  const giveUpAt = Date.now() + BUSY_GIVE_UP_MS;
  let endBusy: (() => void) | null = null;
  try {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await ((method === "GET" && attempt === 0 && takeEarly(url, headers)) ||
          fetch(url, {
            method,
            headers,
            body: options.body === undefined ? undefined : JSON.stringify(options.body),
            signal: options.signal,
          }));
      } catch (cause) {
        if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
        throw new ApiError(0, NETWORK_ERROR, "Could not reach the server");
      }

      const body = await readJson(response);
      if (response.ok) return body as T;
      // A 401 ends the session that made the call, not one that replaced it meanwhile (a
      // password change answers with a new token while the old one's socket is dismissed).
      const current = session !== null && sessionStore.get()?.token === session.token;
      const error = replyError(response.status, body, response.statusText, current);
      const retryAfter = response.headers.get("retry-after");
      if (isRateLimited(error)) {
        error.retryAfterMs = retryAfterMs(retryAfter) ?? undefined;
        // A read is tried again by its query, keeping what the page shows; one message says
        // why it is slow. A write fails with the translated reason, shown by its caller.
        if (method === "GET") {
          hooks.onRateLimited();
          error.reported = true;
        }
      }
      const wait = busyWait(error, retryAfter);
      if (wait === null || Date.now() + wait > giveUpAt) throw error;
      endBusy ??= serverBusy.begin();
      await sleep(wait, options.signal);
    }
  } finally {
    endBusy?.();
  }
}

/** Milliseconds to wait before trying again, or null when the error is an answer. */
function busyWait(error: ApiError, retryAfter: string | null): number | null {
  if (error.status !== 503 || error.code !== "service.unavailable") return null;
  return Math.min(retryAfterMs(retryAfter) ?? BUSY_DEFAULT_WAIT_MS, BUSY_MAX_WAIT_MS);
}

/** A Retry-After in seconds as milliseconds, or null when there is none to read. */
function retryAfterMs(retryAfter: string | null): number | null {
  const seconds = Number(retryAfter);
  if (retryAfter === null || retryAfter === "" || !Number.isFinite(seconds) || seconds < 0) {
    return null;
  }
  return seconds * 1000;
}

/** Waits, or rejects with the AbortError as soon as the caller gives up on the call. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", abort, { once: true });
  });
}

/**
 * The ApiError of a failed reply, after the app-wide reactions: the 'Buy plan' warning on 402,
 * and on 401 the session is dropped and the member sent to sign in. Uploads share it.
 */
export function replyError(
  status: number,
  body: unknown,
  statusText: string,
  signedIn: boolean,
): ApiError {
  const error = toApiError(status, body, statusText || "Request failed");
  if (status === 402) {
    hooks.onPlanRequired();
    error.reported = true;
  }
  if (status === 401 && error.code === "auth.required" && signedIn) {
    sessionStore.clear();
    hooks.onAuthRequired();
    error.reported = true;
  }
  return error;
}

/** Parses a reply body that should be JSON; undefined when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The headers every call carries: JSON replies, the app identifier and the bearer token. */
export function baseHeaders(): Record<string, string> {
  const session = sessionStore.get();
  const headers: Record<string, string> = {
    Accept: "application/json",
    "X-Requested-With": APP_ID,
  };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  return headers;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "POST", body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "PUT", body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: "DELETE" }),
};
