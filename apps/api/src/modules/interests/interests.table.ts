import { index } from "drizzle-orm/pg-core";
import { pairRequestTable } from "../connections/pair-request.table.ts";

/**
 * One interest from one member to another, once per direction (a second send is "Interest
 * already sent", 424). A cancelled interest stays as a row (status "cancelled") so the Free
 * plan's daily count cannot be reset by cancelling and resending.
 */
export const interests = pairRequestTable("interests", "rejected", (t) =>
  index("interests_to_created_idx").on(t.toId, t.createdAt),
);
