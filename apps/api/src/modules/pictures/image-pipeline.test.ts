import { decode } from "blurhash";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { processPhoto } from "./image-pipeline.ts";

const longest = async (bytes: Buffer) => {
  const { width, height } = await sharp(bytes).metadata();
  return Math.max(width, height);
};

describe("processPhoto", () => {
  it("makes 320, 720 and 1280 px WebP variants, a tiny blurred one and a blurhash", async () => {
    const input = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: "#c08040" },
    })
      .jpeg()
      .toBuffer();
    const photo = await processPhoto(input);
    expect([photo.width, photo.height]).toEqual([1280, 853]);
    expect(await longest(photo.variants.small)).toBe(320);
    expect(await longest(photo.variants.medium)).toBe(720);
    expect(await longest(photo.variants.large)).toBe(1280);
    expect(await longest(photo.variants.blur)).toBe(64);
    for (const bytes of Object.values(photo.variants)) {
      expect((await sharp(bytes).metadata()).format).toBe("webp");
    }
    // A 4x3-component blurhash is 1 + 1 + 4 + 2 * (4 * 3 - 1) = 28 characters.
    expect(photo.blurhash).toHaveLength(28);
    expect(decode(photo.blurhash, 8, 8)).toHaveLength(8 * 8 * 4);
  });

  it("keeps transparency and reads 16-bit PNGs", async () => {
    const input = await sharp({
      create: {
        width: 500,
        height: 400,
        channels: 4,
        background: { r: 0, g: 90, b: 200, alpha: 0.5 },
      },
    })
      .png()
      .toColourspace("rgb16")
      .toBuffer();
    expect((await sharp(input).metadata()).depth).toBe("ushort");
    const photo = await processPhoto(input);
    const meta = await sharp(photo.variants.medium).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([500, 400, true]);
  });

  it("fails on a truncated image instead of storing half of it", async () => {
    const whole = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "red" },
    })
      .jpeg()
      .toBuffer();
    await expect(processPhoto(whole.subarray(0, whole.length / 2))).rejects.toThrow();
  });
});
