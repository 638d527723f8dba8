import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { photo } from "../pictures/photo-fixtures.ts";
import { createBiodataService } from "./biodata.service.ts";
import { sampleProfile } from "./biodata-fixtures.ts";

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await sharp(await photo(300, 400))
    .webp()
    .toBuffer();
});

const pic = { small: "/s.webp", medium: "/m.webp", blurhash: "LKO2?U%2Tw=w]~RBVZRi};RPxuwH" };

/** The service with a profile reply as the profiles module would give this viewer. */
function serviceShowing(pics: "shown" | "withheld") {
  const profile = sampleProfile(
    pics === "shown"
      ? { primary_profile_pic: pic, pics: [{ id: "p1", url: "/m.webp", ...pic }] }
      : {},
  );
  const reply = {
    data: profile,
    completion: {} as never,
    points: null,
    flags: { contacts_hidden: null } as never,
  };
  const clock = () => new Date("2026-11-27T10:00:00Z");
  return createBiodataService({
    profiles: {
      access: async () => ({
        plan: "Trust" as const,
        name: profile.name,
        lastName: profile.lastName,
        targetIdVerified: true,
        contactsHidden: null,
      }),
      get: async () => reply,
      mine: async () => reply,
    },
    // The file store always has the photo: only the reply may decide whether it is printed.
    photo: async () => jpeg,
    langOf: async () => "en",
    secret: "a-test-secret-that-is-long-enough-000",
    clock,
  });
}

const images = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Subtype \/Image/g) ?? []).length;

async function pdfFor(pics: "shown" | "withheld") {
  const service = serviceShowing(pics);
  const { url } = await service.link("viewer", "target", "en");
  const q = Object.fromEntries(new URL(url, "http://x").searchParams);
  const { pdf } = await service.open("target", {
    viewer: q.viewer!,
    lang: "en",
    exp: Number(q.exp),
    s: q.s,
  });
  return pdf;
}

describe("the biodata's photo", () => {
  it("is the profile photo the viewer may see", async () => {
    expect(images(await pdfFor("shown"))).toBe(1);
  });

  it("is left out when the profile reply withholds the photos from this viewer", async () => {
    expect(images(await pdfFor("withheld"))).toBe(0);
  });
});
