import { index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

/** A member's saved profile-list filters (at most 5, business-rules.md "Matchmaking"). */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The list's filters as its URL writes them (name → text), read by the list's schema. */
    query: jsonb("query").$type<Record<string, string>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the matches job last looked; null until its first look, which only takes note. */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

/** Profiles a saved search has already announced: never twice per profile and search. */
export const savedSearchAnnounced = pgTable(
  "saved_search_announced",
  {
    searchId: text("search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    profileId: text("profile_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.profileId] })],
);
