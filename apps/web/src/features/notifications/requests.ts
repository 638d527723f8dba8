import type { Query } from "../../lib/api.ts";

/**
 * The URL of /notifications' first call, in one place for its query (api.ts) and for the boot
 * script that sends it before the app has loaded (app/first-screen-requests.ts): an early reply
 * is only used by a call to the very same URL. Free of React and query code for that reason.
 */
export const NOTIFICATIONS_PAGE = 20;

/** `GET /api/v1/notifications`: a page of the list, newest first. */
export const notificationsRequest = (offset: number): [string, Query] => [
  "/api/v1/notifications",
  { limit: NOTIFICATIONS_PAGE, offset },
];
