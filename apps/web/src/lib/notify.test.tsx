import { Loader } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../i18n/i18n.ts";
import { renderWithProviders } from "../test/render.tsx";
import { notify } from "./notify.ts";

describe("what screen readers hear", () => {
  it.each([
    ["en", "Close this message"],
    ["gu", "આ સંદેશ બંધ કરો"],
  ] as const)("a message's close button is named (%s)", async (lang, name) => {
    await changeLanguage(lang);
    renderWithProviders(<p>page</p>);
    await notify("Saved");
    expect(await screen.findByRole("button", { name })).toBeInTheDocument();
  });

  it("a named loader is a status, so its name is read", () => {
    renderWithProviders(<Loader aria-label="Loading…" />);
    expect(screen.getByRole("status", { name: "Loading…" })).toBeInTheDocument();
  });
});
