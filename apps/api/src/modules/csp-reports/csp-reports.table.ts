import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Content-Security-Policy violations the browsers report: which rule, on which page, blocked
 * what. Addresses are kept without query or fragment (a reset link's token lives there), and
 * nothing ties a row to a member or an IP.
 */
export const cspReports = pgTable(
  "csp_reports",
  {
    id: text("id").primaryKey(),
    directive: text("directive").notNull(),
    documentUri: text("document_uri").notNull(),
    blockedUri: text("blocked_uri"),
    sourceFile: text("source_file"),
    line: integer("line"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.at)],
);
