import { createHmac } from "node:crypto";
import {
  type Ad,
  type AdminAd,
  type AdState,
  type AdTarget,
  type AdWrite,
  adImageTypes,
  type PlanName,
} from "@sagpan/contract";
import sharp from "sharp";
import { AppError } from "../../lib/errors.ts";
import { uuidv7 } from "../../lib/ids.ts";
import type { SharedCache } from "../../lib/shared-cache.ts";
import type { FileStore, StoredFile } from "../../lib/storage.ts";
import { sniffType, type UploadedFile } from "../../lib/uploads.ts";
import type { AdRow, AdsRepository, AdViewKind } from "./ads.repository.ts";

/** Who asks for an ad: a signed-in member (with what the rules need), or a visitor. */
export type AdViewer =
  | { kind: "member"; id: string; plan: PlanName; isAdmin: boolean }
  | { kind: "visitor"; address: string };

export interface AdsDeps {
  ads: AdsRepository;
  files: FileStore;
  clock: () => Date;
  /** The app secret: viewer keys are keyed hashes, so no id or address is stored with a view. */
  secret: string;
  /**
   * Whether any ad runs, kept `rules.ads.runningCacheMs` and dropped on every node when an
   * admin changes an ad (lib/shared-cache; the key is `running`).
   */
  running: SharedCache<boolean>;
}

/** An ad image: upright, at most 800 px a side, WebP, no metadata (the photo pipeline's rule). */
async function encodeImage(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { failOn: "error", limitInputPixels: 100_000_000 })
      .autoOrient()
      .resize({ width: 800, height: 800, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError("upload.unreadable");
  }
}

const imageFile = (key: string) => key.split("/").pop() ?? "";

export function createAdsService({ ads, files, clock, secret, running }: AdsDeps) {
  const key = createHmac("sha256", secret).update("sagpan ad viewers v1").digest();
  const hash = (text: string) =>
    createHmac("sha256", key).update(text).digest().subarray(0, 16).toString("base64url");
  const viewerKey = (viewer: AdViewer) =>
    hash(viewer.kind === "member" ? `m:${viewer.id}` : `v:${viewer.address}`);

  /**
   * Which ads a viewer may get: visitors those for visitors; Free members those for Free
   * members; members who paid (a plan benefit) and admins none.
   */
  const targetsFor = (viewer: AdViewer): AdTarget[] => {
    if (viewer.kind === "visitor") return ["all", "visitors"];
    if (viewer.isAdmin || viewer.plan !== "Free") return [];
    return ["all", "free"];
  };

  const toAd = (row: AdRow): Ad => ({
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.imageKey ? `/api/v1/files/ads/${row.id}/${imageFile(row.imageKey)}` : null,
    price: row.price,
    advertiser_name: row.advertiserName,
    advertiser_contact: row.advertiserContact,
    status: row.status,
  });

  const stateOf = (row: AdRow, now: Date): AdState => {
    if (row.stoppedAt) return "stopped";
    if (row.startsAt > now) return "scheduled";
    if (row.endsAt <= now) return "ended";
    return "running";
  };

  const toAdmin = (row: AdRow): AdminAd => ({
    ...toAd(row),
    target: row.target,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    stopped_at: row.stoppedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    state: stateOf(row, clock()),
    impressions: row.impressions,
    clicks: row.clicks,
  });

  const columns = (ad: AdWrite) => {
    const startsAt = new Date(ad.starts_at);
    const endsAt = new Date(ad.ends_at);
    if (endsAt <= startsAt) throw new AppError("ad.invalid_schedule", { ends_at: "after_start" });
    return {
      title: ad.title,
      description: ad.description,
      price: ad.price,
      advertiserName: ad.advertiser_name,
      advertiserContact: ad.advertiser_contact,
      status: ad.status,
      target: ad.target,
      startsAt,
      endsAt,
    };
  };

  const existing = async (id: string) => {
    const row = await ads.find(id);
    if (!row) throw new AppError("ad.not_found");
    return row;
  };

  /** Refuses a change to a stopped ad (409), an unknown one 404. */
  const changed = async (id: string, row: AdRow | null) => {
    if (row) return row;
    await existing(id);
    throw new AppError("ad.stopped");
  };

  /**
   * Whether any ad is showing, remembered for a few seconds (by the app's clock) and forgotten
   * on every node at once when an admin changes one: when 10,000 members' sockets join, their
   * pushes, `AD_PUSH_DELAY_SECONDS` later, would otherwise each ask the database for an ad
   * that most of the time does not exist. A scheduled start shows within that time. The
   * pushes of one moment share one question (`asking`).
   */
  let asking: { since: number; any: Promise<boolean> } | null = null;
  const forgetRunning = () => running.forget("running");

  return {
    /** Whether any ad is showing now (cached for `rules.ads.runningCacheMs`). */
    anyRunning(): Promise<boolean> {
      const now = clock();
      const kept = running.get("running", now);
      if (kept !== undefined) return Promise.resolve(kept);
      // A question begun before a change (here or on another node) is not shared after it.
      const since = running.version();
      if (asking?.since !== since) {
        const current = {
          since,
          any: ads.anyRunning(now).then((any) => {
            running.set("running", any, now, since);
            return any;
          }),
        };
        asking = current;
        const done = () => {
          if (asking === current) asking = null;
        };
        current.any.then(done, done);
      }
      return asking.any;
    },

    /** The ad this viewer should see now, or null. */
    async adFor(viewer: AdViewer): Promise<Ad | null> {
      const targets = targetsFor(viewer);
      if (targets.length === 0) return null;
      const row = await ads.pick(targets, viewerKey(viewer), clock());
      return row ? toAd(row) : null;
    },

    /**
     * Counts an impression or a click once per viewer, ad and day; false when it was counted
     * already, the ad is not showing, or (a click) it was never shown to this viewer.
     */
    async count(id: string, kind: AdViewKind, viewer: AdViewer): Promise<boolean> {
      await existing(id);
      const now = clock();
      if (targetsFor(viewer).length === 0 || !(await ads.isRunning(id, now))) return false;
      return ads.count(id, kind, viewerKey(viewer), now);
    },

    /** The session key of a token for the push cap (a keyed hash, never the token itself). */
    sessionKey: (token: string) => hash(`s:${token}`),

    async list(): Promise<AdminAd[]> {
      return (await ads.list(200)).map(toAdmin);
    },

    async create(ad: AdWrite): Promise<AdminAd> {
      const row = await ads.insert({ id: uuidv7(), ...columns(ad), createdAt: clock() });
      forgetRunning();
      return toAdmin(row);
    },

    async update(id: string, ad: AdWrite): Promise<AdminAd> {
      const row = await changed(id, await ads.update(id, columns(ad)));
      forgetRunning();
      return toAdmin(row);
    },

    async stop(id: string): Promise<AdminAd> {
      const row = await ads.stop(id, clock());
      forgetRunning();
      if (!row) throw new AppError("ad.not_found");
      return toAdmin(row);
    },

    /** Checks the content, re-encodes (which drops EXIF and GPS) and replaces the old image. */
    async setImage(id: string, file: UploadedFile | undefined): Promise<AdminAd> {
      const before = await existing(id);
      if (!file) throw new AppError("upload.missing_file");
      await sniffType(file, adImageTypes);
      const webp = await encodeImage(file.bytes);
      const imageKey = `ads/${id}/${uuidv7()}.webp`;
      await files.put(imageKey, webp, "image/webp");
      const row = await changed(id, await ads.update(id, { imageKey }));
      if (before.imageKey) await files.delete(before.imageKey).catch(() => {});
      return toAdmin(row);
    },

    /** An ad's current image; null for any other file name (an old image, a guess). */
    async image(id: string, file: string): Promise<StoredFile | null> {
      const row = await ads.find(id);
      if (!row?.imageKey || imageFile(row.imageKey) !== file) return null;
      return files.get(row.imageKey);
    },
  };
}
export type AdsService = ReturnType<typeof createAdsService>;
