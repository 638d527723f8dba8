/** An error reply of the API: `{ error: { code, message, fields? } }` with its HTTP status. */
export class ApiError extends Error {
  /**
   * Set when the app already answered this error for every caller (the 'Buy plan' warning on
   * 402, the sign-in redirect on 401): notifyError then shows nothing more, so one event makes
   * one message whichever page made the call.
   */
  reported = false;

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

/** Code used when the server could not be reached at all. */
export const NETWORK_ERROR = "network.offline";
