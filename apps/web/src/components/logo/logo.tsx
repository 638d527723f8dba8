import { colorRoles } from "../../theme/theme.ts";
import { MarkShapes } from "./logo-mark.tsx";

export type LogoOrientation = "horizontal" | "vertical";
export type LogoSize =
  | "mobile-small"
  | "mobile-medium"
  | "mobile-large"
  | "desktop-small"
  | "desktop-medium"
  | "desktop-large"
  | "desktop-ultra";

/** Rendered height in CSS pixels for each size of the two logo sets (spec section 3, Logos). */
export const logoHeights: Record<LogoOrientation, Record<LogoSize, number>> = {
  horizontal: {
    "mobile-small": 28,
    "mobile-medium": 36,
    "mobile-large": 44,
    "desktop-small": 40,
    "desktop-medium": 52,
    "desktop-large": 64,
    "desktop-ultra": 96,
  },
  vertical: {
    "mobile-small": 64,
    "mobile-medium": 88,
    "mobile-large": 112,
    "desktop-small": 96,
    "desktop-medium": 128,
    "desktop-large": 160,
    "desktop-ultra": 224,
  },
};

const layouts = {
  horizontal: {
    width: 178,
    height: 64,
    mark: { x: 0, y: 0, size: 64 },
    latin: { x: 74, y: 31, size: 27, anchor: "start" },
    gujarati: { x: 75, y: 56, size: 19, anchor: "start" },
  },
  vertical: {
    width: 136,
    height: 132,
    mark: { x: 32, y: 0, size: 72 },
    latin: { x: 68, y: 100, size: 28, anchor: "middle" },
    gujarati: { x: 68, y: 125, size: 20, anchor: "middle" },
  },
} as const;

/** The box of public/brand/wordmark-gu.svg in 1/100 em (printed by scripts/gujarati-glyphs.mjs). */
const wordmark = { width: 289, ascent: 90, descent: 41 };
const wordmarkWidth = (fontSize: number) => (wordmark.width / 100) * fontSize;

export interface LogoProps {
  orientation?: LogoOrientation;
  size?: LogoSize;
  className?: string;
  /** Colour behind the logo, white unless it sits on a section background. */
  background?: string;
}

/** The Sagpan wordmark ("Sagpan" and "સગપણ" with the mark), one design per orientation. */
export function Logo({
  orientation = "horizontal",
  size = "desktop-small",
  className,
  background,
}: LogoProps) {
  const layout = layouts[orientation];
  const height = logoHeights[orientation][size];
  const width = Math.round((layout.width / layout.height) * height);
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-label="Sagpan સગપણ"
    >
      <MarkShapes {...layout.mark} background={background} />
      <text
        x={layout.latin.x}
        y={layout.latin.y}
        fontSize={layout.latin.size}
        textAnchor={layout.latin.anchor}
        fontFamily='"Noto Sans", sans-serif'
        fontWeight="700"
        letterSpacing="0.5"
        fill={colorRoles.heading}
      >
        Sagpan
      </text>
      {/* "સગપણ" is a drawing of Noto Sans Gujarati 600 (scripts/gujarati-glyphs.mjs), not text:
          as text it made every English page download the Gujarati web font. */}
      <image
        href="/brand/wordmark-gu.svg"
        x={
          layout.gujarati.anchor === "middle"
            ? layout.gujarati.x - wordmarkWidth(layout.gujarati.size) / 2
            : layout.gujarati.x
        }
        y={layout.gujarati.y - (wordmark.ascent / 100) * layout.gujarati.size}
        width={wordmarkWidth(layout.gujarati.size)}
        height={((wordmark.ascent + wordmark.descent) / 100) * layout.gujarati.size}
      />
    </svg>
  );
}
