/** An error reply of the API: `{ error: { code, message, fields? } }` with its HTTP status. */
export class ApiError extends Error {
  /**
   * Set when the app already answered this error for every caller (the 'Buy plan' warning on
   * 402, the sign-in redirect on 401): notifyError then shows nothing more, so one event makes
   * one message whichever page made the call.
   */
  reported = false;

  /** How long the server asked to wait before trying again (Retry-After), when it did. */
  retryAfterMs?: number;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The API's own call limit (not a sign-in or sign-up limit, which are answers to show): a
 * read refused by it is tried again after its Retry-After, keeping the page (query-client.ts).
 */
export const isRateLimited = (error: unknown): error is ApiError =>
  isApiError(error) && error.status === 429 && error.code === "request.rate_limited";

/** Code used when the server could not be reached at all. */
export const NETWORK_ERROR = "network.offline";
