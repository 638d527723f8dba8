import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photo } from "../pictures/photo-fixtures.ts";
import { displayValues } from "./biodata-fields.ts";
import { sampleContacts, sampleProfile } from "./biodata-fixtures.ts";
import { type BiodataInput, renderBiodata } from "./biodata-pdf.ts";
import { initialsOf, scriptRuns } from "./pdf-text.ts";

const hasPoppler = (() => {
  try {
    execFileSync("pdftoppm", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

let dir: string;
let jpeg: Buffer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sagpan-biodata-"));
  jpeg = await sharp(await photo(540, 720))
    .jpeg()
    .toBuffer();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const input = (overrides: Partial<BiodataInput> = {}): BiodataInput => ({
  lang: "en",
  profile: sampleProfile(),
  contacts: sampleContacts,
  contactsHidden: null,
  photo: jpeg,
  generatedAt: new Date("2026-11-05T10:00:00Z"),
  ...overrides,
});

/** Writes the PDF, renders its pages with pdftoppm at 72 dpi and returns each PNG's size. */
async function rasterise(name: string, pdf: Buffer) {
  const file = join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  execFileSync("pdftoppm", ["-r", "72", "-png", file, join(dir, name)]);
  const pngs = (await readdir(dir)).filter((f) => f.startsWith(`${name}-`) && f.endsWith(".png"));
  return Promise.all(pngs.sort().map((png) => sharp(join(dir, png)).metadata()));
}
const textOf = (pdf: string) => execFileSync("pdftotext", ["-layout", pdf, "-"]).toString();

describe.skipIf(!hasPoppler && !process.env.CI)("the biodata PDF, rendered", () => {
  it("is A4, one page for a full profile with contacts, in English", async () => {
    // Set a little tighter rather than leave the contacts alone on a second page.
    const pdf = await renderBiodata(input());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = await rasterise("en", pdf);
    expect(pages).toHaveLength(1);
    // A4 is 595.28 × 841.89 pt; pdftoppm rounds each side up or down by a pixel.
    for (const page of pages) {
      expect(Math.abs(page.width! - 595)).toBeLessThanOrEqual(1);
      expect(Math.abs(page.height! - 842)).toBeLessThanOrEqual(1);
    }
    const text = textOf(join(dir, "en.pdf"));
    for (const expected of [
      "Krupa Patel",
      "Personal details",
      "Education and work",
      "Family details",
      "Astrology details",
      "Contacts",
      "Never married",
      "Female",
      "₹12,00,000",
      "+91 98250 12345",
      "Page 1 of 1",
      "Member no. SG-10234",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints Gujarati labels, headings and values with the Gujarati font embedded", async () => {
    const pdf = await renderBiodata(input({ lang: "gu" }));
    const pages = await rasterise("gu", pdf);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    const fonts = execFileSync("pdffonts", [join(dir, "gu.pdf")]).toString();
    expect(fonts).toContain("NotoSansGujarati-Regular");
    const text = textOf(join(dir, "gu.pdf"));
    // Words whose letters pdftotext gives back in order (it moves a vowel sign such as િ
    // before its consonant, as it is drawn).
    for (const expected of [
      "બાયોડેટા",
      "પસંદગી અને અપેક્ષાઓ",
      "જન્મ તારીખ",
      "નવેમ્બર",
      "સ્ત્રી",
      "શાકાહારી",
      "ખાનગી નોકરી",
      "પાનું 1 / 1",
    ]) {
      expect(text).toContain(expected);
    }
    for (const english of ["Personal details", "Date of birth", "Never married", "Female"]) {
      expect(text).not.toContain(english);
    }
  });

  // Each section's heading and its last field, and the contacts' heading and last row: on one
  // page whatever the lengths of the free texts before them.
  const ends: [string, string][] = [
    ["Personal details", "About me"],
    ["Education and work", "Career goals"],
    ["Family details", "Family home in Alkapuri"],
    ["Astrology details", "Birth name"],
    ["Preferences and expectations", "Expectations"],
    ["Contacts", "Bhavna Patel"],
  ];
  it.each([0, 3, 6, 9, 12, 15, 18])(
    "keeps every section on one page (about me %i lines long)",
    async (lines) => {
      const aboutme = Array.from(
        { length: lines },
        (_, i) =>
          `Line ${i + 1} about the family, studies in Vadodara and the wish to settle nearby.`,
      ).join(" ");
      const contacts = [
        ...sampleContacts,
        { ...sampleContacts[0]!, name: "Bhavna Patel", relation: "Aunt" },
      ];
      const pdf = await renderBiodata(input({ profile: sampleProfile({ aboutme }), contacts }));
      const file = join(dir, `keep-${lines}.pdf`);
      await writeFile(file, pdf);
      const pageCount = Number(
        /Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file]).toString())?.[1],
      );
      const pages = Array.from({ length: pageCount }, (_, i) =>
        execFileSync("pdftotext", ["-f", String(i + 1), "-l", String(i + 1), file, "-"]).toString(),
      );
      const pageOf = (text: string) => pages.findIndex((page) => page.includes(text));
      for (const [title, last] of ends) {
        expect(pageOf(title), title).toBeGreaterThanOrEqual(0);
        expect(pageOf(last), `${title} ends on its own page`).toBe(pageOf(title));
      }
    },
  );

  it("fits a sparse profile without contacts or photo on one page", async () => {
    const profile = sampleProfile({
      aboutme: null,
      hobbies_and_interests: null,
      career_goals: null,
      siblings_details: null,
      property_details: null,
      expectation: null,
    });
    const pdf = await renderBiodata(input({ profile, contacts: [], photo: null }));
    expect(await rasterise("sparse", pdf)).toHaveLength(1);
    expect(textOf(join(dir, "sparse.pdf"))).toContain("No contacts available.");
  });

  it.each([
    ["plan", "Contact details are hidden. Upgrade your plan to view."],
    ["viewer_not_verified", "Only verified members can view contacts. Verify your ID"],
    ["target_not_verified", "This member has not verified their ID yet."],
  ] as const)("says why contacts are hidden (%s), and only that", async (reason, says) => {
    const pdf = await renderBiodata(input({ contacts: [], contactsHidden: reason }));
    await writeFile(join(dir, `hidden-${reason}.pdf`), pdf);
    const text = textOf(join(dir, `hidden-${reason}.pdf`)).replace(/\s+/g, " ");
    expect(text).toContain(says);
    expect(text).not.toContain("98250");
    if (reason !== "plan") expect(text).not.toContain("Upgrade your plan");
  });
});

describe("making the biodata", () => {
  it("takes well under a second", async () => {
    await renderBiodata(input({ lang: "gu" }));
    const times: number[] = [];
    for (const lang of ["en", "gu", "en", "gu", "en", "gu"] as const) {
      const start = performance.now();
      await renderBiodata(input({ lang }));
      times.push(performance.now() - start);
    }
    const median = [...times].sort((a, b) => a - b)[times.length / 2]!;
    console.info(`biodata PDF: median ${median.toFixed(0)} ms over ${times.length} renders`);
    // Typically 20–90 ms; the bound leaves room for a busy CI machine.
    expect(median).toBeLessThan(1000);
  });

  it("shows N/A, Yes/No and capitalised, translated choices", () => {
    const profile = sampleProfile({
      current_city: null,
      mangal_dosh: null,
      interest_in_continuing_education: false,
      gender: "male",
      maritial_status: "widowed",
    });
    const en = displayValues(profile, "en");
    expect(en).toMatchObject({
      current_city: "N/A",
      mangal_dosh: "N/A",
      interest_in_continuing_education: "No",
      gender: "Male",
      maritial_status: "Widowed",
      height: `162 cm (5' 4")`,
      birthdate: "12 April 1997",
      rashi: "Vrushchik",
      nakshatra: "Anuradha, pada 2",
    });
    const gu = displayValues(profile, "gu");
    expect(gu).toMatchObject({
      current_city: "ઉપલબ્ધ નથી",
      interest_in_continuing_education: "ના",
      gender: "પુરુષ",
      maritial_status: "વિધુર",
      rashi: "વૃશ્ચિક",
      birthdate: "12 એપ્રિલ 1997",
    });
  });

  it("puts the rashi computed from the birth details beside a typed one that differs", () => {
    // Typed Vrushchik (8th), computed Dhanu (9th): the family's word and the computed one.
    const both = sampleProfile({ rashi: "Vrushchik", moon_rashi: 9 });
    expect(displayValues(both, "en").rashi).toBe("Vrushchik; from the birth details: Dhanu");
    expect(displayValues(both, "gu").rashi).toBe("વૃશ્ચિક; જન્મની વિગતો પરથી: ધનુ");
    // The same rashi is said once; a computed one alone says where it comes from.
    expect(displayValues(sampleProfile({ moon_rashi: 8 }), "en").rashi).toBe("Vrushchik");
    const computed = sampleProfile({ rashi: null, moon_rashi: 6 });
    expect(displayValues(computed, "en").rashi).toBe("Kanya (from the birth details)");
    expect(displayValues(computed, "gu").rashi).toBe("કન્યા (જન્મની વિગતો પરથી)");
    expect(displayValues(sampleProfile({ rashi: null, moon_rashi: null }), "en").rashi).toBe("N/A");
  });

  it("splits mixed text into runs of one script", () => {
    expect(scriptRuns("Krupa ક્રિષ્ના Patel")).toEqual(["Krupa ", "ક્રિષ્ના ", "Patel"]);
    expect(scriptRuns("12 એપ્રિલ 1997")).toEqual(["12 એપ્રિલ 1997"]);
    expect(scriptRuns("(079) 4000")).toEqual(["(079) 4000"]);
  });

  it("draws initials when there is no photo", () => {
    expect(initialsOf("krupa", "Patel")).toBe("KP");
    expect(initialsOf("ક્રિષ્ના", "શાહ")).toBe("ક શ");
  });
});
