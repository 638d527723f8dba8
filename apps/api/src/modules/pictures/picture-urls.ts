import type { PictureSize } from "@sagpan/contract";
import type { UrlSigner } from "../../lib/uploads.ts";

export type Viewer = "member" | "visitor";

export interface PictureUrls {
  small: string;
  medium: string;
  large: string;
}

export const servedSizes = ["small", "medium", "large", "blur"] as const satisfies PictureSize[];

/**
 * Signed photo URLs. Visitors only ever receive the blurred variant, under every size name,
 * so no reply to a visitor can contain a URL that opens a clear photo.
 */
export function createPictureUrls(signer: UrlSigner) {
  const url = (id: string, size: PictureSize) =>
    `/api/v1/files/pics/${id}/${size}.webp?s=${signer.sign("pic", id, size)}`;

  return {
    pictureUrls(id: string, viewer: Viewer): PictureUrls {
      if (viewer === "visitor") {
        const blur = url(id, "blur");
        return { small: blur, medium: blur, large: blur };
      }
      return { small: url(id, "small"), medium: url(id, "medium"), large: url(id, "large") };
    },
    verify: (id: string, size: PictureSize, signature: string | undefined) =>
      signer.verify(signature, "pic", id, size),
  };
}
