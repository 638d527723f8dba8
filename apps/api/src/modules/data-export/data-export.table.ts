import { dataExportStatuses } from "@sagpan/contract";
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

/**
 * "My data" requests. The ZIP lives in the file store under `fileKey` until `expiresAt`
 * (7 days after it is built); the housekeeping sweep then deletes the file and the row.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: dataExportStatuses }).notNull().default("queued"),
    fileKey: text("file_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId, t.createdAt),
    index("data_exports_expires_idx").on(t.expiresAt),
  ],
);
