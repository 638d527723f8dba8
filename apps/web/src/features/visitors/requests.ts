/**
 * The URL of /visitors' first call, in one place for its query (api.ts) and for the boot script
 * that sends it before the app has loaded (app/first-screen-requests.ts). Free of React.
 */

/** `GET /api/v1/visitors/count`: how many, how many new, and on which days (every plan). */
export const visitorCountRequest = "/api/v1/visitors/count";
