import { index } from "drizzle-orm/pg-core";
import { pairRequestTable } from "../connections/pair-request.table.ts";

/**
 * Asking to chat: pending, then accepted or declined by the receiver. Like interests, a
 * cancelled request stays as a row so cancelling does not refill the Free plan's daily quota.
 */
export const chatRequests = pairRequestTable("chat_requests", "declined", (t) =>
  index("chat_requests_to_status_created_idx").on(t.toId, t.status, t.createdAt),
);
