import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Logo, type LogoSize, logoHeights } from "./logo.tsx";

const sizes = Object.keys(logoHeights.horizontal) as LogoSize[];

describe("logo", () => {
  it.each(["horizontal", "vertical"] as const)(
    "renders the %s set at every size",
    (orientation) => {
      for (const size of sizes) {
        const { unmount } = render(<Logo orientation={orientation} size={size} />);
        const svg = screen.getByRole("img", { name: "Sagpan સગપણ" });
        expect(svg).toHaveAttribute("height", String(logoHeights[orientation][size]));
        expect(svg).toHaveTextContent("Sagpan");
        // "સગપણ" is drawn from a static SVG so English pages need no Gujarati web font.
        expect(svg.querySelector("image")).toHaveAttribute("href", "/brand/wordmark-gu.svg");
        unmount();
      }
    },
  );

  it("has seven sizes per orientation, growing from mobile small to desktop ultra", () => {
    for (const orientation of ["horizontal", "vertical"] as const) {
      const heights = Object.values(logoHeights[orientation]);
      expect(heights).toHaveLength(7);
      expect(logoHeights[orientation]["desktop-ultra"]).toBe(Math.max(...heights));
      expect(logoHeights[orientation]["mobile-small"]).toBe(Math.min(...heights));
    }
  });
});
