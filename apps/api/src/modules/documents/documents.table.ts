import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { profiles } from "../profiles/profiles.table.ts";

/**
 * Verification documents. The file lives in the file store under a private key
 * (`docs/<profileId>/<id>`) that no public route serves; only the owner and admins read it.
 * Rows go with the profile; the files are removed by the account-deletion eraser.
 */
export const verificationDocuments = pgTable(
  "verification_documents",
  {
    id: text("id").primaryKey(),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    docType: text("doc_type", { enum: ["GovID", "JobID", "SalaryID", "PropertyDoc"] }).notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    fileKey: text("file_key").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    rejectionReason: text("rejection_reason"),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("verification_documents_profile_idx").on(t.profileId, t.createdAt),
    // The admin queue: pending documents, oldest first.
    index("verification_documents_status_idx").on(t.status, t.createdAt),
  ],
);
