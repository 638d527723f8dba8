import { QueryClient } from "@tanstack/react-query";
import { isApiError, isRateLimited } from "../lib/api-error.ts";

/** Reads refused by the call limit are tried again this many times, each after its Retry-After. */
const RATE_LIMITED_TRIES = 6;
const RATE_LIMITED_WAIT_MS = { fallback: 5_000, min: 1_000, max: 60_000 };

/**
 * Client errors (4xx) are answers, not glitches: they are not retried, except the API's call
 * limit (429 request.rate_limited; a community hall's many members on one address can meet
 * the anonymous one). That read is tried again after the Retry-After the server gave, and
 * while it waits the query keeps its data: a refused refresh never wipes a page already shown.
 * The API client has already said, once, to wait a moment (app/api-bridge.ts).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isRateLimited(error)) return failureCount < RATE_LIMITED_TRIES;
          return (
            !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2
          );
        },
        retryDelay: (failureCount, error) =>
          isRateLimited(error)
            ? Math.min(
                Math.max(
                  error.retryAfterMs ?? RATE_LIMITED_WAIT_MS.fallback,
                  RATE_LIMITED_WAIT_MS.min,
                ),
                RATE_LIMITED_WAIT_MS.max,
              )
            : Math.min(1000 * 2 ** failureCount, 30_000),
      },
      mutations: { retry: false },
    },
  });
}
