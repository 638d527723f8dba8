import type { DocStatus, DocType } from "@sagpan/contract";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { ListsChanged } from "../accounts/accounts.repository.ts";
import { users } from "../accounts/accounts.table.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { verificationDocuments } from "./documents.table.ts";

export type DocumentRow = typeof verificationDocuments.$inferSelect;
export type NewDocument = Pick<
  DocumentRow,
  "id" | "profileId" | "docType" | "fileKey" | "contentType" | "size"
>;

/** The profile column each document type's approval sets. */
const verifiedColumn = {
  GovID: "idVerified",
  JobID: "jobVerified",
  SalaryID: "incomeVerified",
  PropertyDoc: "propertyVerified",
} as const satisfies Record<DocType, keyof typeof profiles.$inferSelect>;

export interface Decision {
  status: "approved" | "rejected";
  reason: string | null;
  decidedBy: string;
  at: Date;
}

export function createDocumentsRepository({
  db,
  listsChanged = () => {},
}: {
  db: Db;
  listsChanged?: ListsChanged;
}) {
  const withOwner = () =>
    db
      .select({
        doc: verificationDocuments,
        email: users.email,
        name: profiles.name,
        lastName: profiles.lastName,
        birthdate: profiles.birthdate,
      })
      .from(verificationDocuments)
      .innerJoin(users, eq(users.id, verificationDocuments.profileId))
      .leftJoin(profiles, eq(profiles.id, verificationDocuments.profileId));

  return {
    async insert(row: NewDocument): Promise<DocumentRow> {
      const [inserted] = await db.insert(verificationDocuments).values(row).returning();
      return inserted!;
    },

    async countPending(profileId: string, docType: DocType): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(verificationDocuments)
        .where(
          and(
            eq(verificationDocuments.profileId, profileId),
            eq(verificationDocuments.docType, docType),
            eq(verificationDocuments.status, "pending"),
          ),
        );
      return row?.n ?? 0;
    },

    /** Newest first. */
    async listFor(profileId: string): Promise<DocumentRow[]> {
      return db
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.profileId, profileId))
        .orderBy(desc(verificationDocuments.createdAt), desc(verificationDocuments.id));
    },

    async find(id: string): Promise<DocumentRow | null> {
      const [row] = await db
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.id, id))
        .limit(1);
      return row ?? null;
    },

    async findWithOwner(id: string) {
      const [row] = await withOwner().where(eq(verificationDocuments.id, id)).limit(1);
      return row ?? null;
    },

    /** One page of the admin queue, oldest first; one extra row tells whether more follow. */
    async listByStatus(status: DocStatus, limit: number, offset: number) {
      return withOwner()
        .where(eq(verificationDocuments.status, status))
        .orderBy(asc(verificationDocuments.createdAt), asc(verificationDocuments.id))
        .limit(limit + 1)
        .offset(offset);
    },

    /**
     * Records a decision on a pending document and, for an approval, sets the matching badge
     * in the same transaction. Null when the document is gone or was already decided.
     */
    async decide(id: string, decision: Decision): Promise<DocumentRow | null> {
      const decided = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(verificationDocuments)
          .set({
            status: decision.status,
            rejectionReason: decision.reason,
            decidedBy: decision.decidedBy,
            decidedAt: decision.at,
          })
          .where(and(eq(verificationDocuments.id, id), eq(verificationDocuments.status, "pending")))
          .returning();
        if (!row) return null;
        if (decision.status === "approved") {
          await tx
            .update(profiles)
            .set({ [verifiedColumn[row.docType]]: true })
            .where(eq(profiles.id, row.profileId));
        }
        return row;
      });
      // A badge shows on list cards.
      if (decided?.status === "approved") listsChanged();
      return decided;
    },

    /** Types with a document under review or approved (a rejected one asks for a new upload). */
    async uploadedTypes(profileId: string): Promise<Set<DocType>> {
      const rows = await db
        .selectDistinct({ docType: verificationDocuments.docType })
        .from(verificationDocuments)
        .where(
          and(
            eq(verificationDocuments.profileId, profileId),
            inArray(verificationDocuments.status, ["pending", "approved"]),
          ),
        );
      return new Set(rows.map((r) => r.docType));
    },

    async removeAll(profileId: string): Promise<void> {
      await db.delete(verificationDocuments).where(eq(verificationDocuments.profileId, profileId));
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
