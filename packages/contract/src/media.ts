import { z } from "zod";
import { dataOf, idSchema, listOf } from "./common.ts";
import { str } from "./text.ts";

/** Photo and video limits (business rules, Trust and safety); the web app checks them early. */
export const mediaLimits = {
  maxPhotos: 10,
  photoMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 50 * 1024 * 1024,
} as const;

/** Accepted by content, whatever the file is called. */
export const photoTypes = ["image/jpeg", "image/png", "image/webp", "image/heic"] as const;
export const videoTypes = ["video/mp4", "video/webm", "video/quicktime"] as const;
export type VideoType = (typeof videoTypes)[number];

/** Longest side in pixels of each stored WebP; smaller photos are never enlarged. */
export const pictureSizes = { small: 320, medium: 720, large: 1280 } as const;
export type PictureSize = keyof typeof pictureSizes | "blur";

/** One of my photos (or, for members, one of another profile's); `url` is the medium size. */
export const pictureSchema = z.object({
  id: str(),
  url: str(),
  small: str(),
  medium: str(),
  large: str(),
  blurhash: str(),
  width: z.number().int(),
  height: z.number().int(),
  is_primary: z.boolean(),
});
export type Picture = z.infer<typeof pictureSchema>;

/** Reply of `GET /pics` and of every photo change: the whole list, primary first. */
export const pictureListSchema = listOf(pictureSchema);
export type PictureList = z.infer<typeof pictureListSchema>;

export const picIdParamsSchema = z.object({ id: idSchema });

/** `PUT /api/v1/set/profile/pic` */
export const setProfilePicBodySchema = z.object({ id: idSchema });

/** `GET /api/v1/default/pic?pid=`: visitors get the blurred photo, members the medium one. */
export const defaultPicQuerySchema = z.object({ pid: idSchema });
export const defaultPicReplySchema = dataOf(z.object({ url: str(), blurhash: str() }).nullable());
export type DefaultPicReply = z.infer<typeof defaultPicReplySchema>;

export const videoIntroSchema = z.object({
  url: str(),
  content_type: z.enum(videoTypes),
  size: z.number().int(),
});
export type VideoIntro = z.infer<typeof videoIntroSchema>;
export const videoIntroReplySchema = dataOf(videoIntroSchema.nullable());
