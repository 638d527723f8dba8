import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../lib/api-error.ts";

/** Client errors (4xx) are answers, not glitches: they are not retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
