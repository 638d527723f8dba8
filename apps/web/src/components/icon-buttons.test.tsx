import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import en from "../i18n/en.json";
import gu from "../i18n/gu.json";
import { changeLanguage } from "../i18n/i18n.ts";
import { renderWithProviders } from "../test/render.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";

// Issue 23, item 10: every button that shows only an icon has a name, in English and Gujarati.

const src = join(import.meta.dirname, "..");
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });

/** The opening tag that starts at `at`, up to its closing `>` outside any `{…}`. */
function openingTag(code: string, at: number): string {
  let depth = 0;
  for (let i = at; i < code.length; i++) {
    const c = code[i];
    if (c === "{") depth++;
    else if (c === "}") depth--;
    else if (c === ">" && depth === 0 && code[i - 1] !== "=") return code.slice(at, i + 1);
  }
  return code.slice(at);
}

const lookup = (tree: unknown, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);

/** Mantine's icon-only buttons: their content is an icon, so the name must be given. */
const ICON_BUTTON = /<(ActionIcon|CloseButton|Burger)\b/g;

describe("icon buttons", () => {
  const tags = sources(src).flatMap((file) => {
    const code = readFileSync(file, "utf8");
    return [...code.matchAll(ICON_BUTTON)].map((m) => ({
      where: `${file.slice(src.length + 1)}:${code.slice(0, m.index).split("\n").length}`,
      tag: openingTag(code, m.index),
    }));
  });

  it("are found (the scan sees the app's icon buttons)", () => {
    expect(tags.length).toBeGreaterThanOrEqual(5);
  });

  it("each carry a translated aria-label whose text exists in English and Gujarati", () => {
    const problems = tags.flatMap(({ where, tag }) => {
      const label = /aria-label=\{t\("([^"]+)"/.exec(tag);
      if (!label?.[1]) return [`${where}: no aria-label={t("…")}`];
      const key = label[1];
      return ["en", "gu"].flatMap((lang) => {
        const text = lookup(lang === "en" ? en : gu, key);
        return typeof text === "string" && text.trim()
          ? []
          : [`${where}: ${key} missing in ${lang}`];
      });
    });
    expect(problems).toEqual([]);
  });
});

describe("a dialog's close button", () => {
  afterEach(() => changeLanguage("en"));

  it.each([
    ["en", "Close this window"],
    ["gu", "આ બારી બંધ કરો"],
  ] as const)("is named in %s", async (lang, name) => {
    await changeLanguage(lang);
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Delete?"
        message="Sure?"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = await screen.findByRole("dialog");
    expect(dialog.querySelector(".mantine-Modal-close")).toHaveAccessibleName(name);
    for (const button of screen.getAllByRole("button")) {
      expect(button.textContent?.trim() || button.getAttribute("aria-label")).toBeTruthy();
    }
  });
});
