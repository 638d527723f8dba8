import { type VideoIntro, type VideoType, videoTypes } from "@sagpan/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { uuidv7 } from "../../lib/ids.ts";
import type { FileStore, StoredFile } from "../../lib/storage.ts";
import { createUrlSigner, sniffType, type UploadedFile } from "../../lib/uploads.ts";
import { parseRange } from "./byte-range.ts";
import { stripMp4Metadata } from "./mp4-metadata.ts";
import { createVideosRepository, type VideoRow } from "./videos.repository.ts";

/** A visitor, or the member whose access the URL carries. */
type Viewer = "visitor" | { memberId: string };

export interface VideosDeps {
  db: Db;
  files: FileStore;
  /** The app secret; URL signatures use a key derived from it. */
  secret: string;
  /** Told after the member's video changed (the profile score counts it). */
  onChange?: (userId: string) => Promise<unknown>;
}

const extension: Record<VideoType, string> = {
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
};

/**
 * The bytes to keep: MP4 and QuickTime files without their metadata boxes (the place it was
 * filmed, the phone, XMP). A file whose boxes do not parse is refused rather than kept with
 * whatever it may hide. WebM is kept as sent (see docs/security.md).
 */
function withoutMetadata(file: UploadedFile, type: VideoType): Buffer {
  if (type === "video/webm") return file.bytes;
  try {
    return stripMp4Metadata(file.bytes).bytes;
  } catch {
    throw new AppError("upload.unreadable", { file: file.filename });
  }
}

export type OpenedVideo =
  | { kind: "whole"; file: StoredFile; video: VideoRow }
  | { kind: "range"; file: StoredFile; video: VideoRow; start: number; end: number }
  | { kind: "unsatisfiable"; size: number };

export function createVideosService({ db, files, secret, onChange }: VideosDeps) {
  const repo = createVideosRepository({ db });
  const signer = createUrlSigner(secret);

  /**
   * Members only (visitors never get a video). The URL names the member it was made for, so
   * the file route can refuse it once the owner blocks them, as for photos.
   */
  const videoUrlOf = (id: string, memberId: string) =>
    `/api/v1/files/videos/${id}?m=${memberId}&s=${signer.sign("video", id, memberId)}`;

  const toReply = (row: VideoRow): VideoIntro => ({
    url: videoUrlOf(row.id, row.profileId),
    content_type: row.contentType as VideoType,
    size: row.size,
  });

  return {
    async get(userId: string): Promise<VideoIntro | null> {
      const row = await repo.findFor(userId);
      return row ? toReply(row) : null;
    },

    /** For a profile view: the member's signed URL of the profile's video; none for visitors. */
    async videoUrl(profileId: string, viewer: Viewer): Promise<string | null> {
      if (viewer === "visitor") return null;
      const row = await repo.findFor(profileId);
      return row ? videoUrlOf(row.id, viewer.memberId) : null;
    },

    /** Stores a new video introduction, replacing the member's previous one. */
    async upload(userId: string, file: UploadedFile | undefined): Promise<VideoIntro> {
      if (!file) throw new AppError("upload.missing_file");
      const type = await sniffType(file, videoTypes);
      const bytes = withoutMetadata(file, type);
      const id = uuidv7();
      const row = {
        id,
        profileId: userId,
        key: `videos/${userId}/${id}.${extension[type]}`,
        contentType: type,
        size: bytes.length,
      };
      await files.put(row.key, bytes, type);
      let replaced: VideoRow | null;
      try {
        replaced = await repo.replace(row);
      } catch (err) {
        await files.delete(row.key);
        throw err;
      }
      // Failing to delete the old file is harmless: without its row it is never served.
      if (replaced) await files.delete(replaced.key).catch(() => {});
      await onChange?.(userId);
      return toReply({ ...row, createdAt: new Date() });
    },

    async remove(userId: string): Promise<void> {
      const gone = await repo.remove(userId);
      if (gone) await files.delete(gone.key).catch(() => {});
      await onChange?.(userId);
    },

    /**
     * The bytes behind a signed URL, whole or the one range asked for (video players seek
     * with Range requests); null for a bad signature or a video that is gone.
     */
    async open(
      videoId: string,
      memberId: string | undefined,
      signature: string | undefined,
      rangeHeader: string | undefined,
    ): Promise<OpenedVideo | null> {
      if (!memberId || !signer.verify(signature, "video", videoId, memberId)) return null;
      const video = await repo.findServable(videoId, memberId);
      if (!video) return null;
      const range = parseRange(rangeHeader, video.size);
      if (range === "unsatisfiable") return { kind: "unsatisfiable", size: video.size };
      const file = await files.get(video.key, range ?? undefined);
      if (!file) return null;
      return range ? { kind: "range", file, video, ...range } : { kind: "whole", file, video };
    },

    /** Account deletion: the video row and file, before or after the profile row is gone. */
    async purge(profileId: string): Promise<void> {
      await repo.remove(profileId);
      await files.deleteFolder(`videos/${profileId}`);
    },
  };
}
export type VideosService = ReturnType<typeof createVideosService>;
