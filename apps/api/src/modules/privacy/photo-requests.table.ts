import { index } from "drizzle-orm/pg-core";
import { pairRequestTable } from "../connections/pair-request.table.ts";

/**
 * A member asking to see another's photos: pending, then accepted or declined by the owner of
 * the photos. An accepted request lets the asker see them whatever the owner's photo setting.
 */
export const photoRequests = pairRequestTable("photo_requests", "declined", (t) =>
  index("photo_requests_to_status_created_idx").on(t.toId, t.status, t.createdAt),
);
