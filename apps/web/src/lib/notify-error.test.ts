import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * A failed call becomes a message in one place, notifyError, which stays silent for what the
 * app already answered (the 'Buy plan' warning on 402, the sign-in redirect on 401). A page
 * that showed an error itself would show a second message for the same event.
 */
describe("errors become messages in one place", () => {
  it("no page shows an error toast except through notifyError", () => {
    const offenders = sources(root)
      .filter((path) => !path.endsWith(join("lib", "notify.ts")))
      .filter((path) => {
        const text = readFileSync(path, "utf8");
        return /tone: "error"/.test(text) || /notify\(\s*translateError\(/.test(text);
      })
      .map((path) => relative(root, path));
    expect(offenders).toEqual([]);
  });
});
