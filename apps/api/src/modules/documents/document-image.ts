import sharp from "sharp";

export type DocumentImageType = "image/jpeg" | "image/png" | "image/webp";

// The same decompression-bomb guard as photos: 100 megapixels covers any phone camera.
const maxInputPixels = 100_000_000;

/**
 * A photo of a document, re-encoded at full size in its own format so an admin can still read
 * it, without what the camera wrote into it: sharp copies no metadata unless asked (no
 * keepMetadata), so EXIF with its GPS position, XMP, IPTC and camera serials are dropped. The
 * pixels are turned upright first, since the orientation tag goes with the rest.
 */
export async function withoutImageMetadata(input: Buffer, type: DocumentImageType) {
  const image = sharp(input, { failOn: "error", limitInputPixels: maxInputPixels }).autoOrient();
  switch (type) {
    case "image/jpeg":
      return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    case "image/png":
      return image.png({ compressionLevel: 9 }).toBuffer();
    case "image/webp":
      return image.webp({ quality: 90 }).toBuffer();
  }
}
