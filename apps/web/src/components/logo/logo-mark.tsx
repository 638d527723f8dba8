import { colorRoles } from "../../theme/theme.ts";

/** Leaves of the toran (door garland), placed along its string, alternating colours. */
const leaves = [
  { x: 11.2, y: 12.2, color: colorRoles.text },
  { x: 21.6, y: 15, color: "#549fe0" },
  { x: 32, y: 16, color: colorRoles.text },
  { x: 42.4, y: 15, color: "#549fe0" },
  { x: 52.8, y: 12.2, color: colorRoles.text },
];

const leaf = "M0 0C3.4 3 3.6 7.6 0 11C-3.6 7.6-3.4 3 0 0Z";
const ringLeft = colorRoles.text;
const ringRight = "#549fe0";

/**
 * The Sagpan mark: a toran over two interlocking rings, drawn on a 64-unit square.
 * `x`, `y` and `size` place it inside a larger SVG (the wordmark logos).
 */
export interface MarkPlacement {
  x?: number;
  y?: number;
  size?: number;
  /** Colour behind the logo; the gaps that make the rings interlock are drawn in it. */
  background?: string;
  /** One colour for every part instead of the brand's (a notification's monochrome badge). */
  ink?: string;
}

export function MarkShapes({
  x = 0,
  y = 0,
  size = 64,
  background = "#ffffff",
  ink,
}: MarkPlacement) {
  const string = ink ?? colorRoles.textMuted;
  const accent = ink ?? colorRoles.accent;
  const left = ink ?? ringLeft;
  const right = ink ?? ringRight;
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 64})`} fill="none" strokeLinecap="round">
      <path d="M6 10Q32 22 58 10" stroke={string} strokeWidth="1.6" />
      {leaves.map((l) => (
        <path key={l.x} d={leaf} transform={`translate(${l.x} ${l.y})`} fill={ink ?? l.color} />
      ))}
      <circle cx="32" cy="16.4" r="2.6" fill={accent} />
      <circle cx="6" cy="10" r="1.8" fill={accent} />
      <circle cx="58" cy="10" r="1.8" fill={accent} />
      <circle cx="25" cy="43" r="13" stroke={left} strokeWidth="4.5" />
      <circle cx="39" cy="43" r="13" stroke={background} strokeWidth="8" />
      <circle cx="39" cy="43" r="13" stroke={right} strokeWidth="4.5" />
      {/* The left ring passes over the right one at the bottom crossing: the interlock. */}
      <path
        d="M35.38 50.82A13 13 0 0 1 27.7 55.72"
        stroke={background}
        strokeWidth="8"
        strokeLinecap="butt"
      />
      <path
        d="M36.88 48.29A13 13 0 0 1 24.77 56"
        stroke={left}
        strokeWidth="4.5"
        strokeLinecap="butt"
      />
    </g>
  );
}

export function LogoMark({
  size = 40,
  title,
  background,
}: {
  size?: number;
  title?: string;
  background?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <MarkShapes background={background} />
    </svg>
  );
}
