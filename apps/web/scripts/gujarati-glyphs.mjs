// One-off generator for the few fixed Gujarati strings shown on every page, drawn as SVG outlines
// so an English page never downloads Noto Sans Gujarati (78 KB) just for them:
//   public/brand/wordmark-gu.svg  the logo's "સગપણ" (weight 600, in the accent colour)
//   src/components/language-gu.svg  the language switch's "ગુજરાતી" (weight 400, used as a CSS mask
//                                 so it takes the text colour; its first glyph cluster is "ગુ")
// They are static files, not script, so the first screen's JavaScript budget does not grow.
// Run from the repository root after changing a string: node apps/web/scripts/gujarati-glyphs.mjs
// It prints the widths to copy into logo.tsx and language-switch.module.css.
// Uses fontkit (installed with the bench's lighthouse) and the font files from @fontsource.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

const require = createRequire(import.meta.url);
const fontFile = (weight) =>
  require.resolve(
    `@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-${weight}-normal.woff`,
  );

// Coordinates in 1/100 em, baseline at y = 0, y pointing down (SVG).
const EM = 100;

function outline(text, weight) {
  const font = fontkit.openSync(fontFile(weight));
  const scale = EM / font.unitsPerEm;
  const run = font.layout(text);
  let x = 0;
  // Relative commands with whole numbers keep the strings short (they ship in the first screen's
  // script); the pen position is tracked in rounded units so the errors do not add up.
  let pen = [0, 0];
  let start = [0, 0];
  let d = "";
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i];
    for (const cmd of glyph.path.commands) {
      if (cmd.command === "closePath") {
        d += "z";
        pen = start;
        continue;
      }
      const pts = [];
      for (let k = 0; k < cmd.args.length; k += 2) {
        pts.push([
          Math.round((x + pos.xOffset + cmd.args[k]) * scale),
          Math.round(-(pos.yOffset + cmd.args[k + 1]) * scale),
        ]);
      }
      const letter = { moveTo: "m", lineTo: "l", quadraticCurveTo: "q", bezierCurveTo: "c" }[
        cmd.command
      ];
      const rel = pts.map(([px, py]) => `${px - pen[0]} ${py - pen[1]}`).join(" ");
      d += letter + rel.replace(/ -/g, "-");
      pen = pts[pts.length - 1];
      if (cmd.command === "moveTo") start = pen;
    }
    x += pos.xAdvance;
  });
  return {
    d,
    width: Math.round(x * scale),
    ascent: Math.round(font.ascent * scale),
    descent: Math.round(-font.descent * scale),
  };
}

// Numbers in 1/100 em keep the files small; the viewBox spans the font's ascent and descent, so
// 1em of text is (ascent + descent) / 100 em high.
function svg(text, weight, fill, path) {
  const o = outline(text, weight);
  const body = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${-o.ascent} ${o.width} ${o.ascent + o.descent}"><title>${text}</title><path fill="${fill}" d="${o.d}"/></svg>\n`;
  writeFileSync(new URL(`../${path}`, import.meta.url), body);
  const clusterWidth = text === "ગુજરાતી" ? outline("ગુ", weight).width : null;
  console.log(path, { ...o, d: undefined, clusterWidth });
}

svg("સગપણ", 600, "#e39b2d", "public/brand/wordmark-gu.svg");
svg("ગુજરાતી", 400, "#000", "src/components/language-gu.svg");
