import {
  mediaLimits,
  type Picture,
  type PictureList,
  type PictureSize,
  photoTypes,
} from "@sagpan/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { uuidv7 } from "../../lib/ids.ts";
import type { FileStore, StoredFile } from "../../lib/storage.ts";
import { createUrlSigner, sniffType, type UploadedFile } from "../../lib/uploads.ts";
import { canDecodeHeic, type ProcessedPhoto, processPhoto } from "./image-pipeline.ts";
import { createPictureUrls, servedSizes, type Viewer } from "./picture-urls.ts";
import {
  createPicturesRepository,
  type NewPicture,
  type PictureRow,
} from "./pictures.repository.ts";

export interface PicturesDeps {
  db: Db;
  files: FileStore;
  /** The app secret; URL signatures use a key derived from it. */
  secret: string;
  /** Told after the member's photos changed (the profile score counts them). */
  onChange?: (userId: string) => Promise<unknown>;
  /**
   * The profile view's rule (profiles.service): throws profile.not_found when the viewer
   * (null for a visitor) may not see the profile, so its photo answers the same way.
   */
  assertViewable?: (viewerId: string | null, profileId: string) => Promise<void>;
  /**
   * Whose photos the viewer may see (privacy module's photo policy): the others are not sent
   * at all, not even a blurhash.
   */
  photoPolicy?: {
    visibleOwners(viewer: Viewer, ownerIds: readonly string[]): Promise<Set<string>>;
  };
}

/** The small and medium URLs and blurhash that profile cards and lists show. */
export interface PrimaryPic {
  small: string;
  medium: string;
  blurhash: string;
}

type PictureKeys = Pick<PictureRow, "smallKey" | "mediumKey" | "largeKey" | "blurKey">;

const keyOf = (row: PictureKeys, size: PictureSize) =>
  ({ small: row.smallKey, medium: row.mediumKey, large: row.largeKey, blur: row.blurKey })[size];

export function createPicturesService(deps: PicturesDeps) {
  const { db, files, secret, onChange } = deps;
  const repo = createPicturesRepository({ db });
  const { pictureUrls, verify } = createPictureUrls(createUrlSigner(secret));
  const allOf = async (_viewer: Viewer, ids: readonly string[]) => new Set(ids);
  const visibleOwners = deps.photoPolicy?.visibleOwners ?? allOf;

  const toPicture = (row: PictureRow, viewer: Viewer): Picture => {
    const urls = pictureUrls(row.id, viewer);
    return {
      id: row.id,
      url: urls.medium,
      ...urls,
      blurhash: row.blurhash,
      width: row.width,
      height: row.height,
      is_primary: row.isPrimary,
    };
  };

  const listMine = async (userId: string): Promise<PictureList> => ({
    data: (await repo.listFor(userId)).map((row) => toPicture(row, { memberId: userId })),
    next: null,
  });

  /** Checks the content, not the name, then re-encodes (which drops EXIF and GPS). */
  async function readPhoto(file: UploadedFile): Promise<ProcessedPhoto> {
    const type = await sniffType(file, photoTypes);
    if (type === "image/heic" && !canDecodeHeic()) {
      throw new AppError(
        "upload.unsupported_type",
        { file: file.filename },
        "HEIC photos cannot be read yet. Please choose a JPEG, PNG or WebP photo",
      );
    }
    try {
      return await processPhoto(file.bytes);
    } catch {
      throw new AppError("upload.unreadable", { file: file.filename });
    }
  }

  const newRow = (profileId: string, photo: ProcessedPhoto): NewPicture => {
    const id = uuidv7();
    const key = (size: PictureSize) => `pics/${profileId}/${id}/${size}.webp`;
    return {
      id,
      width: photo.width,
      height: photo.height,
      blurhash: photo.blurhash,
      smallKey: key("small"),
      mediumKey: key("medium"),
      largeKey: key("large"),
      blurKey: key("blur"),
    };
  };

  // A file left behind by a failed delete is harmless: the file route serves only photos
  // that still have a row, so failures here are not worth failing the request for.
  const deleteFiles = async (rows: PictureKeys[]) => {
    const keys = rows.flatMap((row) => servedSizes.map((size) => keyOf(row, size)));
    await Promise.allSettled(keys.map((key) => files.delete(key)));
  };

  return {
    pictureUrls,

    /** The member's own photos, primary first. */
    list: listMine,

    /**
     * Adds every file of one upload, or none: a bad file, an oversize one or one past the
     * limit fails the whole upload and nothing is kept.
     */
    async upload(userId: string, uploads: AsyncIterable<UploadedFile>): Promise<PictureList> {
      const existing = await repo.countFor(userId);
      if (existing >= mediaLimits.maxPhotos) throw new AppError("upload.too_many_photos");
      const photos: ProcessedPhoto[] = [];
      for await (const file of uploads) {
        if (existing + photos.length >= mediaLimits.maxPhotos) {
          throw new AppError("upload.too_many_photos");
        }
        photos.push(await readPhoto(file));
      }
      if (photos.length === 0) throw new AppError("upload.missing_file");

      const rows = photos.map((photo) => newRow(userId, photo));
      try {
        await Promise.all(
          rows.flatMap((row, i) =>
            servedSizes.map((size) =>
              files.put(keyOf(row, size), photos[i]!.variants[size], "image/webp"),
            ),
          ),
        );
        if (!(await repo.addWithinLimit(userId, rows, mediaLimits.maxPhotos))) {
          throw new AppError("upload.too_many_photos");
        }
      } catch (err) {
        await deleteFiles(rows);
        throw err;
      }
      await onChange?.(userId);
      return listMine(userId);
    },

    /** Another member's photo id answers as unknown, so ids reveal nothing. */
    async remove(userId: string, pictureId: string): Promise<PictureList> {
      const gone = await repo.remove(userId, pictureId);
      if (!gone) throw new AppError("pics.not_found");
      await deleteFiles([gone]);
      await onChange?.(userId);
      return listMine(userId);
    },

    async setPrimary(userId: string, pictureId: string): Promise<PictureList> {
      if (!(await repo.setPrimary(userId, pictureId))) throw new AppError("pics.not_found");
      return listMine(userId);
    },

    /**
     * `GET /default/pic`: the primary photo, blurred for visitors; 404 where the profile view
     * would answer 404 (a blocked pair, a profile that is not listed).
     */
    async defaultPic(profileId: string, viewer: Viewer) {
      const viewerId = viewer === "visitor" ? null : viewer.memberId;
      if (viewerId !== profileId) await deps.assertViewable?.(viewerId, profileId);
      const primary = (await repo.primaryFor([profileId])).get(profileId);
      if (!primary || !(await visibleOwners(viewer, [profileId])).has(profileId)) return null;
      return { url: pictureUrls(primary.id, viewer).medium, blurhash: primary.blurhash };
    },

    /** For profile lists: each listed profile's primary photo, in one query. */
    async primaryPics(profileIds: string[], viewer: Viewer): Promise<Map<string, PrimaryPic>> {
      const pics = new Map<string, PrimaryPic>();
      const found = await repo.primaryFor(profileIds);
      const allowed = await visibleOwners(viewer, [...found.keys()]);
      for (const [profileId, p] of found) {
        if (!allowed.has(profileId)) continue;
        const { small, medium } = pictureUrls(p.id, viewer);
        pics.set(profileId, { small, medium, blurhash: p.blurhash });
      }
      return pics;
    },

    /**
     * For lists that read the primary photo in their own statement with the photo policy's
     * SQL (privacy-sql `photosOpenTo`, as `open`): the URLs of those the policy allowed, the
     * rest left out (no URL, no blurhash), exactly as `primaryPics` answers. Saves its two
     * statements per page.
     */
    primaryPicsOf(
      rows: readonly {
        profileId: string;
        pic: { id: string; blurhash: string; open: boolean } | null;
      }[],
      viewer: Viewer,
    ): Map<string, PrimaryPic> {
      const pics = new Map<string, PrimaryPic>();
      for (const { profileId, pic } of rows) {
        if (!pic?.open) continue;
        const { small, medium } = pictureUrls(pic.id, viewer);
        pics.set(profileId, { small, medium, blurhash: pic.blurhash });
      }
      return pics;
    },

    /** For a profile view: members see every photo, visitors only the blurred primary. */
    async pics(profileId: string, viewer: Viewer): Promise<Picture[]> {
      const rows = await repo.listFor(profileId);
      if (rows.length === 0 || !(await visibleOwners(viewer, [profileId])).has(profileId))
        return [];
      const shown = viewer === "visitor" ? rows.filter((row) => row.isPrimary) : rows;
      return shown.map((row) => toPicture(row, viewer));
    },

    /** The primary photo's medium WebP, for files the server makes (the biodata PDF). */
    async primaryPhoto(profileId: string): Promise<Buffer | null> {
      const primary = (await repo.primaryFor([profileId])).get(profileId);
      const row = primary
        ? await repo.findServable(primary.id, undefined, { byServer: true })
        : null;
      return row ? ((await files.get(row.mediumKey))?.bytes ?? null) : null;
    },

    /**
     * The bytes behind a signed URL, or null for a bad signature, a gone photo, or a member
     * the owner has blocked since the URL was handed out.
     */
    async open(
      pictureId: string,
      size: PictureSize,
      memberId: string | undefined,
      signature: string | undefined,
    ): Promise<StoredFile | null> {
      if (!verify(pictureId, size, memberId, signature)) return null;
      const row = await repo.findServable(pictureId, memberId);
      return row ? files.get(keyOf(row, size)) : null;
    },

    /**
     * Account deletion: every photo row and file. Safe before or after the profile row is
     * gone, since the files are found by folder, not through the rows.
     */
    async purge(profileId: string): Promise<void> {
      await repo.removeAll(profileId);
      await files.deleteFolder(`pics/${profileId}`);
    },
  };
}
export type PicturesService = ReturnType<typeof createPicturesService>;
