import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Migrations are written on parallel branches and merged. Drizzle's migrator applies a migration
// only when its journal `when` is later than the last one applied, so a merged migration dated
// before its predecessor would be skipped on every database already past that predecessor; and
// drizzle-kit diffs the schema against the last snapshot, so a snapshot that missed a sibling
// branch's tables would make the next migration create them again.
const folder = join(import.meta.dirname, "../../drizzle");
const journal = JSON.parse(readFileSync(join(folder, "meta/_journal.json"), "utf8")) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe("the migrations' journal", () => {
  it("numbers its migrations in order, each with its SQL file", () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, "0"))).toBe(true);
      expect(existsSync(join(folder, `${entry.tag}.sql`))).toBe(true);
    });
    const sqlFiles = readdirSync(folder).filter((f) => f.endsWith(".sql"));
    expect(sqlFiles).toHaveLength(journal.entries.length);
  });

  it("dates every migration after the one before it", () => {
    for (let i = 1; i < journal.entries.length; i++) {
      expect(journal.entries[i]!.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    }
  });

  it("chains each snapshot to the one before it", () => {
    let prevId: string | null = null;
    for (const entry of journal.entries) {
      const file = join(folder, `meta/${entry.tag.slice(0, 4)}_snapshot.json`);
      if (!existsSync(file)) continue;
      const snapshot = JSON.parse(readFileSync(file, "utf8")) as { id: string; prevId: string };
      if (prevId !== null) expect(snapshot.prevId, entry.tag).toBe(prevId);
      prevId = snapshot.id;
    }
  });
});
