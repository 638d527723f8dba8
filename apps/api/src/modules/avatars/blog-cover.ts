/**
 * Cover art for blog posts: a rangoli-style pattern whose colours and petal counts follow
 * from the post number, so the demo blog needs no image files.
 */
const palettes = [
  { bg: "#fff4e0", ring: ["#d35400", "#f4c542", "#b0183d", "#117a65"] },
  { bg: "#eaf4fb", ring: ["#1f618d", "#e0a800", "#c2185b", "#16a085"] },
  { bg: "#fdecef", ring: ["#b0183d", "#f39c12", "#6c3483", "#2e86c1"] },
  { bg: "#eef8ee", ring: ["#117a65", "#d35400", "#f4c542", "#7b2d26"] },
  { bg: "#f3eefa", ring: ["#6c3483", "#e67e22", "#c0392b", "#1abc9c"] },
  { bg: "#fff9e6", ring: ["#c98e1a", "#b0183d", "#1f3a5f", "#27ae60"] },
] as const;

const round = (n: number) => Math.round(n * 10) / 10;

/** `count` copies of `shape`, turned evenly around the centre. */
function ring(count: number, shape: string, offset = 0): string {
  const copies: string[] = [];
  for (let i = 0; i < count; i++) {
    copies.push(`<g transform="rotate(${round(offset + (360 / count) * i)})">${shape}</g>`);
  }
  return copies.join("");
}

export function renderBlogCoverSvg(n: number): string {
  const palette = palettes[(n - 1) % palettes.length] ?? palettes[0];
  const [a, b, c, d] = palette.ring;
  const petals = 8 + (n % 3) * 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="640" height="360">`,
    `<rect width="320" height="180" fill="${palette.bg}"/>`,
    `<g fill="${b}" opacity=".5">${[20, 60, 100, 140].map((y) => `<circle cx="24" cy="${y}" r="3"/><circle cx="296" cy="${y + 20}" r="3"/>`).join("")}</g>`,
    `<g transform="translate(160 90)">`,
    `<circle r="78" fill="${d}" opacity=".12"/>`,
    ring(petals * 2, `<ellipse cy="-62" rx="7" ry="14" fill="${a}"/>`),
    ring(petals, `<ellipse cy="-42" rx="11" ry="20" fill="${b}"/>`, 180 / petals),
    ring(petals, `<ellipse cy="-30" rx="6" ry="12" fill="${c}"/>`),
    `<circle r="20" fill="${palette.bg}"/>`,
    ring(petals, `<circle cy="-14" r="3.2" fill="${d}"/>`, 180 / petals),
    `<circle r="8" fill="${a}"/>`,
    "</g>",
    "</svg>",
  ].join("");
}
