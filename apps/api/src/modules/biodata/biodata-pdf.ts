import type { Contact, ContactsHiddenReason, Lang, Profile } from "@sagpan/contract";
import PDFDocument from "pdfkit";
import { type Cell, longDate, sectionsFor } from "./biodata-fields.ts";
import { labels } from "./biodata-labels.ts";
import { biodataFonts, initialsOf, scriptRuns } from "./pdf-text.ts";

export interface BiodataInput {
  lang: Lang;
  profile: Profile;
  contacts: Contact[];
  /** Why the plan rules hide the contacts from this viewer, or null when they may see them. */
  contactsHidden: ContactsHiddenReason | null;
  /** The primary photo as JPEG or PNG; initials are drawn without one. */
  photo: Buffer | null;
  generatedAt: Date;
}

// A4 in points, and the web app's theme colours.
const A4 = { width: 595.28, height: 841.89 };
const margin = 40;
const bottom = A4.height - 56;
const contentWidth = A4.width - 2 * margin;
const colors = {
  heading: "#2e3a68",
  text: "#3a4675",
  muted: "#5f6a92",
  band: "#f3f5f8",
  rule: "#e3e7ef",
  accent: "#1f5f99",
  pill: "#e0f0fc",
  avatar: "#c4e2f9",
};
const photoBox = { width: 100, height: 125 };

type Doc = PDFKit.PDFDocument;
type Style = { font?: "regular" | "bold"; size: number; color: string; align?: "left" | "center" };

/** Draws text that may mix Gujarati and Latin, one shaped run at a time; returns its bottom. */
function write(doc: Doc, text: string, x: number, y: number, width: number, style: Style) {
  doc
    .font(style.font ?? "regular")
    .fontSize(style.size)
    .fillColor(style.color);
  const runs = scriptRuns(text);
  runs.forEach((run, i) => {
    const opts = {
      width,
      lineGap: 1.5,
      align: style.align ?? "left",
      continued: i < runs.length - 1,
    };
    if (i === 0) doc.text(run, x, y, opts);
    else doc.text(run, opts);
  });
  return doc.y;
}

function heightOf(doc: Doc, text: string, width: number, style: Style) {
  doc.font(style.font ?? "regular").fontSize(style.size);
  return doc.heightOfString(text, { width, lineGap: 1.5 });
}

/** Type sizes and the space between rows and sections. */
interface Density {
  label: Style;
  value: Style;
  rowGap: number;
  sectionGap: number;
  /** A section's title band, and the room it takes with the gap below it. */
  band: number;
  titleHeight: number;
}
const regular: Density = {
  label: { size: 8.5, color: colors.muted },
  value: { size: 9.5, color: colors.text },
  rowGap: 4,
  sectionGap: 6,
  band: 19,
  titleHeight: 25,
};
/** A little tighter: what lets a biodata that just overflows fit one page. */
const compact: Density = {
  label: { size: 7.5, color: colors.muted },
  value: { size: 8.5, color: colors.text },
  rowGap: 1.5,
  sectionGap: 2,
  band: 16,
  titleHeight: 20,
};

/**
 * Renders the A4 biodata; ~20 ms once the fonts are warm. One page when it can be: a profile
 * that runs just over a page is set a little tighter rather than leave a section alone on a
 * second page; a longer one keeps the regular size, each section whole on its page.
 */
export async function renderBiodata(input: BiodataInput): Promise<Buffer> {
  const first = layOut(input, regular);
  if (first.pages === 1) return first.finish();
  const tight = layOut(input, compact);
  return tight.pages === 1 ? tight.finish() : first.finish();
}

function layOut(input: BiodataInput, d: Density) {
  const { lang, profile } = input;
  const fonts = biodataFonts();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: margin, left: margin, right: margin, bottom: A4.height - bottom },
    bufferPages: true,
    // No default font: pdfkit would load Helvetica's metrics, and a default registered under
    // the font's own name defeats pdfkit's cache for the names registered below.
    font: null as unknown as string,
    info: {
      Title: `${labels.title[lang]} – ${profile.name} ${profile.lastName}`,
      Author: labels.brand.en,
      Subject: labels.title.en,
      CreationDate: input.generatedAt,
    },
  });
  // Fontkit fonts parsed once per process; pdfkit takes any object that can lay out text.
  doc.registerFont("regular", fonts.regular as unknown as Buffer);
  doc.registerFont("bold", fonts.bold as unknown as Buffer);
  doc.font("regular");
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const cursor = createCursor(doc, header(doc, input, d), d);
  for (const section of sectionsFor(profile, lang)) {
    // Free text takes a whole line only when it would not fit on one line of a half.
    const wide = section.cells.filter((c) => c.wide && !fitsHalf(doc, c.value, d));
    const short = section.cells.filter((c) => !wide.includes(c));
    const rows = [] as { cells: Cell[]; width: number; height: number }[];
    const add = (cells: Cell[], width: number) =>
      rows.push({
        cells,
        width,
        height: Math.max(...cells.map((c) => cellHeight(doc, c, width, d))),
      });
    for (let i = 0; i < short.length; i += 2) add(short.slice(i, i + 2), halfWidth);
    for (const cell of wide) add([cell], contentWidth);
    cursor.keepTogether(d.titleHeight + rows.reduce((sum, row) => sum + row.height + d.rowGap, 0));
    rows.forEach((row, i) => {
      if (i === 0) cursor.title(section.title, row.height);
      else cursor.ensure(row.height);
      row.cells.forEach((cell, column) => {
        drawCell(doc, cell, margin + column * (row.width + 15), cursor.y, row.width, d);
      });
      cursor.y += row.height + d.rowGap;
    });
    cursor.y += d.sectionGap;
  }
  contactsSection(doc, input, cursor, d);
  footers(doc, input);
  return {
    pages: doc.bufferedPageRange().count,
    finish() {
      doc.end();
      return done;
    },
  };
}

type Cursor = ReturnType<typeof createCursor>;

/** Where the next row goes; a row that would cross the bottom margin starts a new page. */
function createCursor(doc: Doc, start: number, d: Density) {
  const cursor = {
    y: start,
    ensure(height: number) {
      if (cursor.y + height > bottom) {
        doc.addPage();
        cursor.y = margin;
      }
    },
    /**
     * A section that fits on a page is never split: when the rest of this page cannot hold it
     * whole it starts the next one, so no section's last rows spill alone onto a new page.
     * A section longer than a page still flows row by row.
     */
    keepTogether(height: number) {
      if (cursor.y + height > bottom && height <= bottom - margin) {
        doc.addPage();
        cursor.y = margin;
      }
    },
    /** A section's title band, kept on the same page as the section's first row. */
    title(text: string, firstRow: number) {
      cursor.ensure(d.titleHeight + 1 + firstRow);
      doc.rect(margin, cursor.y, contentWidth, d.band).fill(colors.band);
      write(doc, text, margin + 8, cursor.y + (d.band - 13) / 2, contentWidth - 16, {
        font: "bold",
        size: 11,
        color: colors.heading,
      });
      cursor.y += d.titleHeight;
    },
  };
  return cursor;
}

const labelWidth = 104;
const halfWidth = (contentWidth - 15) / 2;

function fitsHalf(doc: Doc, value: string, d: Density) {
  doc.font("regular").fontSize(d.value.size);
  return doc.widthOfString(value) <= halfWidth - labelWidth - 6;
}

function cellHeight(doc: Doc, cell: Cell, width: number, d: Density) {
  const valueWidth = width - labelWidth - 6;
  return Math.max(
    heightOf(doc, cell.label, labelWidth, d.label),
    heightOf(doc, cell.value, valueWidth, d.value),
  );
}

function drawCell(doc: Doc, cell: Cell, x: number, y: number, width: number, d: Density) {
  write(doc, cell.label, x, y + 0.8, labelWidth, d.label);
  write(doc, cell.value, x + labelWidth + 6, y, width - labelWidth - 6, d.value);
}

/** Name, a summary line, badges and the photo (or initials); returns where sections start. */
function header(doc: Doc, input: BiodataInput, d: Density): number {
  const { lang, profile } = input;
  doc.rect(0, 0, A4.width, 6).fill(colors.heading);
  const textWidth = contentWidth - photoBox.width - 20;
  // The member number families quote when they call ("SG-10234"), beside the document's name.
  const number = profile.member_no ? `  ·  ${labels.memberNo[lang]} ${profile.member_no}` : "";
  write(doc, `${labels.title[lang].toUpperCase()}${number}`, margin, 30, textWidth, {
    font: "bold",
    size: 9,
    color: colors.accent,
  });
  let y = write(doc, `${profile.name} ${profile.lastName}`, margin, 44, textWidth, {
    font: "bold",
    size: 22,
    color: colors.heading,
  });
  const summary = [
    labels.years[lang].replace("{n}", String(profile.age)),
    profile.height !== null ? labels.cm[lang].replace("{n}", String(profile.height)) : null,
    profile.current_city,
    profile.occupation,
  ].filter((part): part is string => Boolean(part));
  y = write(doc, summary.join("  ·  "), margin, y + 2, textWidth, d.value);

  const badges = (["id", "job", "income", "property"] as const)
    .filter((badge) => profile.badges[badge])
    .map((badge) => labels.badges[badge][lang]);
  let x = margin;
  y += 8;
  for (const badge of badges) {
    doc.font("bold").fontSize(8);
    const width = doc.widthOfString(badge) + 14;
    doc.roundedRect(x, y, width, 16, 8).fill(colors.pill);
    write(doc, badge, x + 7, y + 3, width, { font: "bold", size: 8, color: colors.accent });
    x += width + 6;
  }
  if (badges.length > 0) y += 16;

  const photoX = A4.width - margin - photoBox.width;
  const photoY = 26;
  if (input.photo) {
    doc.save();
    doc.roundedRect(photoX, photoY, photoBox.width, photoBox.height, 8).clip();
    doc.image(input.photo, photoX, photoY, {
      cover: [photoBox.width, photoBox.height],
      align: "center",
      valign: "center",
    });
    doc.restore();
  } else {
    const initials = initialsOf(profile.name, profile.lastName);
    doc.roundedRect(photoX, photoY, photoBox.width, photoBox.height, 8).fill(colors.avatar);
    write(doc, initials, photoX, photoY + photoBox.height / 2 - 22, photoBox.width, {
      font: "bold",
      size: 32,
      color: colors.heading,
      align: "center",
    });
  }
  return Math.max(y, photoY + photoBox.height) + 14;
}

const contactColumns = [
  { key: "name", width: 96 },
  { key: "relation", width: 66 },
  { key: "phone", width: 92 },
  { key: "occupation", width: 86 },
  { key: "current_city", width: 70 },
  { key: "address", width: contentWidth - 96 - 66 - 92 - 86 - 70 },
] as const;

function contactsSection(doc: Doc, input: BiodataInput, cursor: Cursor, d: Density) {
  const { lang, contacts, contactsHidden } = input;
  const title = labels.sections.contacts[lang];
  if (contactsHidden || contacts.length === 0) {
    const note = contactsHidden
      ? labels.contactsHidden[contactsHidden][lang]
      : labels.noContacts[lang];
    cursor.title(title, 14);
    write(doc, note, margin, cursor.y, contentWidth, d.value);
    return;
  }
  const rowHeight = (cells: string[], style: Style) =>
    Math.max(...cells.map((text, i) => heightOf(doc, text, contactColumns[i]!.width - 6, style)));
  const row = (cells: string[], style: Style) => {
    const height = rowHeight(cells, style);
    cursor.ensure(height);
    let x = margin;
    cells.forEach((text, i) => {
      write(doc, text, x, cursor.y, contactColumns[i]!.width - 6, style);
      x += contactColumns[i]!.width;
    });
    cursor.y += height + d.rowGap;
    doc
      .moveTo(margin, cursor.y - 2)
      .lineTo(margin + contentWidth, cursor.y - 2)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke();
  };
  const headings = contactColumns.map(({ key }) => labels.fields[key][lang]);
  const na = labels.na[lang];
  const cellsOf = (c: Contact) => [
    c.name,
    c.relation,
    c.phone,
    c.occupation ?? na,
    c.current_city ?? na,
    c.address ?? na,
  ];
  cursor.keepTogether(
    d.titleHeight +
      rowHeight(headings, d.label) +
      d.rowGap +
      contacts.reduce((sum, c) => sum + rowHeight(cellsOf(c), d.value) + d.rowGap, 0),
  );
  cursor.title(title, 40);
  row(headings, d.label);
  for (const c of contacts) row(cellsOf(c), d.value);
}

/** "Generated by Sagpan on … · Page n of m" on every page, drawn once all pages exist. */
function footers(doc: Doc, input: BiodataInput) {
  const { lang } = input;
  const range = doc.bufferedPageRange();
  const generated = labels.generated[lang].replace(
    "{date}",
    longDate(input.generatedAt.toISOString(), lang),
  );
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const page = labels.page[lang]
      .replace("{n}", String(i + 1))
      .replace("{total}", String(range.count));
    write(doc, `${generated}  ·  ${page}`, margin, A4.height - 34, contentWidth, {
      size: 7.5,
      color: colors.muted,
      align: "center",
    });
  }
}
