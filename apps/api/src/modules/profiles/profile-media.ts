import type { picSchema, profilePicSchema } from "@sagpan/contract";
import type { z } from "zod";

export type Pic = z.infer<typeof picSchema>;
export type ProfilePic = z.infer<typeof profilePicSchema>;
/** A visitor, or the member whose access the photo URLs carry (a block ends them). */
export type Viewer = "visitor" | { memberId: string };

/**
 * What profiles need from the media modules (pictures, video), kept to an interface so the
 * profile rules do not depend on how files are stored or signed.
 */
export interface ProfileMedia {
  primaryPics(profileIds: string[], viewer: Viewer): Promise<Map<string, Pic>>;
  pics(profileId: string, viewer: Viewer): Promise<ProfilePic[]>;
  videoUrl(profileId: string, viewer: Viewer): Promise<string | null>;
}
