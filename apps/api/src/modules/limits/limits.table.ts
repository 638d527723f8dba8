import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Addresses an admin lifted the per-address limits for, each for a day (a community event, a
 * registration drive): one row per address as limits count it (lib/client-keys.ts), kept
 * after it lapses until the address is lifted again. No foreign key on the admin, as in the
 * audit log: an admin who deletes their account leaves the row behind.
 */
export const addressAllowances = pgTable(
  "address_allowances",
  {
    address: text("address").primaryKey(),
    note: text("note").notNull(),
    liftedBy: text("lifted_by").notNull(),
    liftedAt: timestamp("lifted_at", { withTimezone: true }).notNull(),
    until: timestamp("until", { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.until)],
);
