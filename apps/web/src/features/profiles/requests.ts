import type { Query } from "../../lib/api.ts";

/**
 * The URLs of the list and profile calls, in one place for the queries (queries.ts) and for the
 * boot script that sends them before the app has loaded (app/boot.ts): an early reply is only
 * used by a call to the very same URL. Free of React and query code for that reason.
 */

export const PAGE_SIZE = 20;

/** `GET /api/v1/profiles`: a page of the list with the API's form of the filters. */
export const listRequest = (
  offset: number,
  apiQuery: Record<string, string> = {},
  saved?: boolean,
): [string, Query] => [
  "/api/v1/profiles",
  { limit: PAGE_SIZE, offset, ...apiQuery, saved: saved || undefined },
];

/** `GET /api/v1/profiles/{id}`. */
export const profileRequest = (id: string) => `/api/v1/profiles/${encodeURIComponent(id)}`;
