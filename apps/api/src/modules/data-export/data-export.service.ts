import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { DataExport } from "@sagpan/contract";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../lib/errors.ts";
import type { FileStore } from "../../lib/storage.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import type { Mailer } from "../mail/mailer.ts";
import { mailLang } from "../mail/templates.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { DataExportRepository, DataExportRow } from "./data-export.repository.ts";
import type { MemberDataRepository } from "./member-data.repository.ts";
import { createZipWriter } from "./zip-writer.ts";

const day = 24 * 60 * 60 * 1000;

export const dataExportRules = {
  /** One request a day; a failed one does not count, so "Try again" works at once. */
  perMs: day,
  /** The ZIP is kept this long after it is built, then deleted by the sweep. */
  keptMs: 7 * day,
  /** Served in slices this big, so a large ZIP never sits whole in memory. */
  sliceBytes: 1024 * 1024,
};

export const buildJob = "data-export.build";

export interface DataExportDeps {
  exports: DataExportRepository;
  data: MemberDataRepository;
  files: FileStore;
  jobs: Pick<JobQueue, "send">;
  mailer: Mailer;
  notify: NotificationsService["notify"];
  /** The member's address and language, or null once the account is gone. */
  memberOf: (userId: string) => Promise<{ email: string; lang: string } | null>;
  publicUrl: string;
  clock: () => Date;
  log: FastifyBaseLogger;
}

const fileUrl = (id: string) => `/api/v1/export/${id}/file`;

const extensionOf: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/** "My data" (DPDP right of access): the request, the ZIP built by a job, its download. */
export function createDataExportService(deps: DataExportDeps) {
  const { exports, data, files, clock } = deps;

  const toWire = (row: DataExportRow): DataExport => ({
    id: row.id,
    status: row.status,
    requested_at: row.createdAt.toISOString(),
    ...(row.status === "ready" && row.expiresAt
      ? { url: fileUrl(row.id), expires_at: row.expiresAt.toISOString() }
      : {}),
  });

  /** Writes the member's ZIP into `path`, one entry at a time. */
  async function writeZip(userId: string, path: string) {
    const zip = createZipWriter(path);
    try {
      await zip.json("profile.json", await data.profile(userId));
      await zip.json("messages.json", { conversations: await data.conversations(userId) });
      await zip.json("interests.json", { interests: await data.interests(userId) });
      await zip.json("chat_requests.json", { chat_requests: await data.chatRequests(userId) });
      await zip.json("payments.json", {
        // Every amount is a whole number of paise (1 rupee = 100 paise), as it was charged.
        amounts_in: "paise",
        currency: "INR",
        ...(await data.payments(userId)),
      });
      await zip.json("consents.json", { consents: await data.consents(userId) });
      await zip.folder("photos/");
      for (const photo of await data.photos(userId)) {
        const stored = await files.get(photo.key);
        if (!stored) continue; // a photo deleted while the ZIP was being built
        await zip.file(`photos/${photo.position + 1}-${photo.id}.webp`, stored.bytes);
      }
      await zip.folder("documents/");
      for (const doc of await data.documents(userId)) {
        const stored = await files.get(doc.key);
        if (!stored) continue;
        const ext = extensionOf[doc.content_type] ?? "bin";
        await zip.file(`documents/${doc.doc_type}-${doc.id}.${ext}`, stored.bytes);
      }
      await zip.finish();
    } catch (err) {
      zip.abort();
      throw err;
    }
  }

  return {
    /** A new export, unless one was asked for within the day (parallel asks make one). */
    async request(userId: string): Promise<{ id: string; status: "queued" }> {
      const now = clock();
      const { row, created } = await exports.createUnlessRecent(
        userId,
        new Date(now.getTime() - dataExportRules.perMs),
        now,
      );
      if (!created) throw new AppError("export.limited");
      await deps.jobs.send(buildJob, { id: row.id });
      return { id: row.id, status: "queued" };
    },

    async latest(userId: string): Promise<DataExport | null> {
      const row = await exports.latest(userId, clock());
      return row ? toWire(row) : null;
    },

    /**
     * The ZIP as a stream, for its owner only while it is kept: another member's id, an
     * unknown one, one not built yet or expired are all the same "not found".
     */
    async open(userId: string, id: string) {
      const row = await exports.find(id);
      if (
        !row ||
        row.userId !== userId ||
        row.status !== "ready" ||
        !row.fileKey ||
        !row.expiresAt ||
        row.expiresAt <= clock()
      ) {
        throw new AppError("export.not_found");
      }
      const key = row.fileKey;
      const first = await files.get(key, { start: 0, end: dataExportRules.sliceBytes - 1 });
      if (!first) throw new AppError("export.not_found");
      const size = first.size;
      async function* slices() {
        yield first!.bytes;
        for (let start = first!.bytes.length; start < size; start += dataExportRules.sliceBytes) {
          const slice = await files.get(key, {
            start,
            end: Math.min(size, start + dataExportRules.sliceBytes) - 1,
          });
          if (!slice) throw new Error(`Export file ${key} vanished while being sent`);
          yield slice.bytes;
        }
      }
      const date = (row.readyAt ?? row.createdAt).toISOString().slice(0, 10);
      return { stream: Readable.from(slices()), size, filename: `sagpan-my-data-${date}.zip` };
    },

    /**
     * The job: builds the ZIP in a temporary folder, stores it, marks it ready, then tells the
     * member in the app and by mail. Any failure marks it failed (the page offers to try
     * again); a crash leaves it queued, and the queue runs the job again.
     */
    async build(id: string) {
      const row = await exports.find(id);
      // Built already (a second run after a crash) or gone with the account.
      if (!row) return;
      if (row.status !== "queued") return;
      const member = await deps.memberOf(row.userId);
      if (!member) {
        await exports.markFailed(id);
        return;
      }
      const dir = await mkdtemp(join(tmpdir(), "sagpan-export-"));
      try {
        const path = join(dir, "export.zip");
        await writeZip(row.userId, path);
        const key = `exports/${row.userId}/${row.id}.zip`;
        await files.putFile(key, path, "application/zip");
        const now = clock();
        const expiresAt = new Date(now.getTime() + dataExportRules.keptMs);
        if (!(await exports.markReady(id, key, now, expiresAt))) return;
        await deps.notify({
          kind: "data_export_ready",
          to: row.userId,
          actor: null,
          data: { expires_at: expiresAt.toISOString() },
        });
        await deps.mailer.send({
          to: member.email,
          lang: mailLang(member.lang),
          template: {
            kind: "data_export_ready",
            expiresAt,
            link: `${deps.publicUrl}/settings/privacy#my-data`,
          },
        });
      } catch (err) {
        deps.log.error({ err, exportId: id }, "data export failed");
        await exports.markFailed(id);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    /** The sweep: expired ZIPs and old failed requests go, files first. */
    async purgeExpired() {
      const now = clock();
      for (;;) {
        const expired = await exports.expired(
          now,
          new Date(now.getTime() - dataExportRules.keptMs),
          500,
        );
        for (const row of expired) if (row.fileKey) await files.delete(row.fileKey);
        await exports.remove(expired.map((row) => row.id));
        if (expired.length < 500) return;
      }
    },

    /** Account deletion: the member's ZIPs go with it. */
    async erase(userId: string) {
      await files.deleteFolder(`exports/${userId}`);
      await exports.removeAllOf(userId);
    },
  };
}
export type DataExportService = ReturnType<typeof createDataExportService>;
