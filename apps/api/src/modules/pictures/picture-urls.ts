import type { PictureSize } from "@sagpan/contract";
import type { UrlSigner } from "../../lib/uploads.ts";

/** Who a photo URL is made for: a visitor, or the signed-in member it is handed to. */
export type Viewer = "visitor" | { memberId: string };

export interface PictureUrls {
  small: string;
  medium: string;
  large: string;
}

export const servedSizes = ["small", "medium", "large", "blur"] as const satisfies PictureSize[];

/**
 * Signed photo URLs. Visitors only ever receive the blurred variant, under every size name,
 * so no reply to a visitor can contain a URL that opens a clear photo. A member's URL names
 * the member (`m`), so the file route can refuse it once the photo's owner blocks them: a
 * URL handed out before a block stops working with it.
 */
export function createPictureUrls(signer: UrlSigner) {
  const url = (id: string, size: PictureSize, memberId?: string) => {
    const signature = signer.sign("pic", id, size, memberId ?? "");
    const member = memberId ? `m=${memberId}&` : "";
    return `/api/v1/files/pics/${id}/${size}.webp?${member}s=${signature}`;
  };

  return {
    pictureUrls(id: string, viewer: Viewer): PictureUrls {
      if (viewer === "visitor") {
        const blur = url(id, "blur");
        return { small: blur, medium: blur, large: blur };
      }
      const { memberId } = viewer;
      return {
        small: url(id, "small", memberId),
        medium: url(id, "medium", memberId),
        large: url(id, "large", memberId),
      };
    },
    /** Only the blurred photo opens without a member's name on the URL. */
    verify(id: string, size: PictureSize, memberId: string | undefined, signature?: string) {
      if (!memberId && size !== "blur") return false;
      return signer.verify(signature, "pic", id, size, memberId ?? "");
    },
  };
}
