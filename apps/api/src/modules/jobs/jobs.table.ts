import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The in-process runner's jobs (local-queue.ts), used on PGlite. On PostgreSQL pg-boss keeps
 * its own tables in the `pgboss` schema and this one stays empty.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    data: jsonb("data").notNull(),
    state: text("state", { enum: ["created", "retry", "active", "completed", "failed"] })
      .notNull()
      .default("created"),
    singletonKey: text("singleton_key"),
    retryCount: integer("retry_count").notNull().default(0),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.state, t.runAfter), uniqueIndex().on(t.name, t.singletonKey)],
);
