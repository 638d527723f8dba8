import { decode, isBlurhashValid } from "blurhash";

const WIDTH = 16;
const HEIGHT = 20;

/**
 * A blurhash drawn as a tiny BMP data URL. The browser scales it up smoothly, which gives
 * the blur; no canvas is needed, so it works the same in every browser and in tests.
 */
export function blurhashDataUrl(hash: string, width = WIDTH, height = HEIGHT): string | null {
  if (!isBlurhashValid(hash).result) return null;
  const pixels = decode(hash, width, height);
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const imageSize = rowSize * height;
  const bytes = new Uint8Array(54 + imageSize);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x42; // "B"
  bytes[1] = 0x4d; // "M"
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true); // positive: rows stored bottom-up
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, imageSize, true);
  for (let y = 0; y < height; y++) {
    const row = 54 + (height - 1 - y) * rowSize;
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const to = row + x * 3;
      bytes[to] = pixels[from + 2]!;
      bytes[to + 1] = pixels[from + 1]!;
      bytes[to + 2] = pixels[from]!;
    }
  }
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/bmp;base64,${btoa(binary)}`;
}
