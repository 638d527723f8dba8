import {
  type AdminDocument,
  type DocStatus,
  type DocType,
  type DocumentDecision,
  docTypes,
  documentContentTypes,
  documentLimits,
  type VerificationDocument,
} from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";
import { uuidv7 } from "../../lib/ids.ts";
import type { FileStore, StoredFile } from "../../lib/storage.ts";
import { sniffType, type UploadedFile } from "../../lib/uploads.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { type DocumentImageType, withoutImageMetadata } from "./document-image.ts";
import type { DocumentRow, DocumentsRepository } from "./documents.repository.ts";

export interface DocumentsDeps {
  documents: DocumentsRepository;
  files: FileStore;
  clock: () => Date;
  isAdmin: (userId: string) => Promise<boolean>;
  /** Told after a badge was granted: the profile score counts it and sends the score event. */
  onApproved?: (userId: string) => Promise<unknown>;
  /** The member hears of the decision either way (the notification centre, mail, push). */
  notifications?: Pick<NotificationsService, "notify">;
}

const isDocType = (value: string): value is DocType =>
  (docTypes as readonly string[]).includes(value);

const fileUrl = (id: string) => `/api/v1/admin/documents/${id}/file`;

const toDocument = (row: DocumentRow): VerificationDocument => ({
  id: row.id,
  doc_type: row.docType,
  status: row.status,
  rejection_reason: row.rejectionReason,
  content_type: row.contentType as VerificationDocument["content_type"],
  size: row.size,
  file_url: fileUrl(row.id),
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
});

type WithOwner = {
  doc: DocumentRow;
  email: string;
  name: string | null;
  lastName: string | null;
  birthdate: string | null;
};
const toAdminDocument = (row: WithOwner): AdminDocument => ({
  ...toDocument(row.doc),
  user_id: row.doc.profileId,
  name: row.name,
  lastName: row.lastName,
  birthdate: row.birthdate,
  email: row.email,
});

/**
 * What is stored: images without their metadata (a phone photo of an ID card carries where it
 * was taken); PDFs as sent (see docs/security.md, "Uploads").
 */
async function storedBytes(file: UploadedFile, contentType: string): Promise<Buffer> {
  if (contentType === "application/pdf") return file.bytes;
  try {
    return await withoutImageMetadata(file.bytes, contentType as DocumentImageType);
  } catch {
    throw new AppError("upload.unreadable", { file: file.filename });
  }
}

const extension: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

export function createDocumentsService(deps: DocumentsDeps) {
  const { documents, files, clock } = deps;

  return {
    /** Checked before the upload is read, so a wrong type costs no bandwidth. */
    async assertCanUpload(userId: string, docType: string): Promise<DocType> {
      if (!isDocType(docType)) throw new AppError("documents.invalid_type");
      if ((await documents.countPending(userId, docType)) >= documentLimits.maxPendingPerType) {
        throw new AppError("documents.too_many");
      }
      return docType;
    },

    /** Stores the file privately (never under a public URL) and queues it for review. */
    async upload(
      userId: string,
      docType: DocType,
      file: UploadedFile | undefined,
    ): Promise<VerificationDocument> {
      if (!file) throw new AppError("upload.missing_file");
      const contentType = await sniffType(file, documentContentTypes);
      const bytes = await storedBytes(file, contentType);
      const id = uuidv7();
      const key = `docs/${userId}/${id}`;
      await files.put(key, bytes, contentType);
      try {
        const row = await documents.insert({
          id,
          profileId: userId,
          docType,
          fileKey: key,
          contentType,
          size: bytes.length,
        });
        return toDocument(row);
      } catch (err) {
        await files.delete(key).catch(() => {});
        throw err;
      }
    },

    async listMine(userId: string) {
      return { data: (await documents.listFor(userId)).map(toDocument), next: null };
    },

    async adminList(status: DocStatus, limit: number, offset: number) {
      const rows = await documents.listByStatus(status, limit, offset);
      return {
        data: rows.slice(0, limit).map(toAdminDocument),
        next: rows.length > limit ? offset + limit : null,
      };
    },

    /**
     * The file, for its owner or an admin. Anyone else gets the same 404 as for a document
     * that does not exist, so ids reveal nothing.
     */
    async open(
      requesterId: string,
      id: string,
    ): Promise<{ file: StoredFile; filename: string } | null> {
      const row = await documents.find(id);
      if (!row) return null;
      if (row.profileId !== requesterId && !(await deps.isAdmin(requesterId))) return null;
      const file = await files.get(row.fileKey);
      if (!file) return null;
      return { file, filename: `${row.docType}.${extension[row.contentType] ?? "bin"}` };
    },

    async decide(adminId: string, id: string, decision: DocumentDecision): Promise<AdminDocument> {
      const existing = await documents.find(id);
      if (!existing) throw new AppError("documents.not_found");
      const approved = decision.action === "approve";
      const row = await documents.decide(id, {
        status: approved ? "approved" : "rejected",
        reason: approved ? null : decision.reason,
        decidedBy: adminId,
        at: clock(),
      });
      if (!row) throw new AppError("documents.already_decided");
      if (approved) await deps.onApproved?.(row.profileId);
      await deps.notifications?.notify({
        kind: approved ? "document_approved" : "document_rejected",
        to: row.profileId,
        actor: null,
        data: { document: row.docType },
      });
      const decided = await documents.findWithOwner(id);
      if (!decided) throw new AppError("documents.not_found");
      return toAdminDocument(decided);
    },

    /** Completion flags: which types have a document under review or approved. */
    uploadedTypes: (userId: string) => documents.uploadedTypes(userId),

    /** Account deletion: every document row and file, before or after the profile is gone. */
    async purge(userId: string): Promise<void> {
      await documents.removeAll(userId);
      await files.deleteFolder(`docs/${userId}`);
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
