import type { Lang } from "@sagpan/contract";
import sharp from "sharp";
import { AppError } from "../../lib/errors.ts";
import { createUrlSigner } from "../../lib/uploads.ts";
import { rules } from "../../rules.ts";
import type { ProfilesService } from "../profiles/profiles.service.ts";
import { renderBiodata } from "./biodata-pdf.ts";

export interface BiodataDeps {
  profiles: Pick<ProfilesService, "access" | "get" | "mine">;
  /** The profile's primary photo (WebP) from the file store, or null. */
  photo: (profileId: string) => Promise<Buffer | null>;
  /** The member's own language, the default for their downloads. */
  langOf: (userId: string) => Promise<Lang>;
  /** The app secret; link signatures use a key derived from it. */
  secret: string;
  clock: () => Date;
}

export interface BiodataLinkQuery {
  viewer: string;
  lang: Lang;
  exp: number;
  s?: string | undefined;
}

/** Safe in a file name on every system; a name in Gujarati letters stays as it is. */
const fileSafe = (text: string) => text.trim().replace(/[\\/:*?"<>|\s\p{Cc}]+/gu, "_");

export function createBiodataService(deps: BiodataDeps) {
  const { profiles, clock } = deps;
  const signer = createUrlSigner(deps.secret);
  const signature = (profileId: string, q: Omit<BiodataLinkQuery, "s">) =>
    signer.sign("biodata", profileId, q.viewer, q.lang, String(q.exp));

  /**
   * My own biodata always; another member's only on a paid plan (402) and only when that
   * profile's ID is verified (423). Unknown and blocked profiles are 404, as everywhere.
   */
  async function allowed(viewerId: string, profileId: string): Promise<string> {
    if (profileId === viewerId) return "biodata.pdf";
    const access = await profiles.access(viewerId, profileId);
    if (access.plan === "Free") throw new AppError("plan.upgrade_required");
    if (!access.targetIdVerified) throw new AppError("biodata.not_verified");
    return `${fileSafe(access.name)}_${fileSafe(access.lastName)}.pdf`;
  }

  /** Photos are stored as WebP, which PDF cannot hold: the biodata gets a JPEG copy. */
  async function photoFor(profileId: string): Promise<Buffer | null> {
    const webp = await deps.photo(profileId);
    if (!webp) return null;
    return sharp(webp)
      .jpeg({ quality: 85 })
      .toBuffer()
      .catch(() => null);
  }

  return {
    /** A short-lived signed link to the PDF, in the asked language or the member's own. */
    async link(viewerId: string, profileId: string | null, lang: Lang | undefined) {
      const target = profileId ?? viewerId;
      const filename = await allowed(viewerId, target);
      const q = {
        viewer: viewerId,
        lang: lang ?? (await deps.langOf(viewerId)),
        exp: clock().getTime() + rules.biodata.linkValidMs,
      };
      const params = new URLSearchParams({
        viewer: q.viewer,
        lang: q.lang,
        exp: String(q.exp),
        s: signature(target, q),
      });
      return {
        url: `/api/v1/files/biodata/${target}?${params}`,
        filename,
        expires_at: new Date(q.exp).toISOString(),
      };
    },

    /**
     * The PDF behind a link. The rules are checked again, since a block or a lapsed plan
     * may have come in between; contacts appear only when the viewer may see them.
     */
    async open(profileId: string, q: BiodataLinkQuery) {
      if (!signer.verify(q.s, "biodata", profileId, q.viewer, q.lang, String(q.exp))) {
        throw new AppError("request.not_found");
      }
      if (q.exp < clock().getTime()) throw new AppError("biodata.link_expired");
      const filename = await allowed(q.viewer, profileId);
      const own = profileId === q.viewer;
      const reply = await (own ? profiles.mine(q.viewer) : profiles.get(q.viewer, profileId));
      // The photo only as the profile reply shows it to this viewer: one rule for who sees a
      // photo (the profile's), so the PDF never shows more than the profile page.
      const mayShowPhoto = reply.data.primary_profile_pic !== null || reply.data.pics.length > 0;
      const pdf = await renderBiodata({
        lang: q.lang,
        profile: reply.data,
        contacts: reply.data.contact,
        contactsHidden: own ? null : reply.flags.contacts_hidden,
        photo: mayShowPhoto ? await photoFor(profileId) : null,
        generatedAt: clock(),
      });
      return { pdf, filename };
    },
  };
}
export type BiodataService = ReturnType<typeof createBiodataService>;
