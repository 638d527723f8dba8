import type { Query } from "../../lib/api.ts";

/**
 * The URLs of the first calls of the interests, chats and chat pages, in one place for their
 * queries (api.ts) and for the boot script that sends them before the app has loaded
 * (app/first-screen-requests.ts): an early reply is only used by a call to the very same URL.
 * Free of React and query code for that reason.
 */

/** `GET /api/v1/interests`: one tab of the interests page. */
export const interestsRequest = (type: string): [string, Query] => [
  "/api/v1/interests",
  { type, limit: 50 },
];

/**
 * `GET /api/v1/chatrequests/`: the chat requests waiting on me. Without `direction` the spec's
 * call lists the ones I sent (docs/api.md), so the received ones are asked for by name.
 */
export const chatRequestsRequest: [string, Query] = [
  "/api/v1/chatrequests/",
  { accepted: false, from: 0, direction: "received" },
];

/** `GET /api/v1/chat/threads`: my conversations. */
export const threadsRequest: [string, Query] = ["/api/v1/chat/threads", { limit: 50, offset: 0 }];

/** `GET /api/v1/message/{with}*{page}`: one page of a conversation, newest first. */
export const messagesRequest = (withId: string, page: number) =>
  `/api/v1/message/${encodeURIComponent(withId)}*${page}`;
