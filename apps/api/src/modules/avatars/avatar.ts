/**
 * Illustrated avatars for members without photos: a flat portrait whose background, skin tone,
 * hair, clothes and small details all follow from a seed (the profile id), so the same member
 * always gets the same picture and no real person's photo is ever used.
 */
export type AvatarGender = "male" | "female";

const backgrounds = ["#fde2c4", "#d6eaf8", "#d5f5e3", "#fadbd8", "#e8daef", "#fcf3cf", "#d1f2eb"];
const skins = [
  ["#f5d0b0", "#e2b08c"],
  ["#f1c7a3", "#d9a47c"],
  ["#e0ac83", "#c58b61"],
  ["#c68e64", "#a8714b"],
  ["#a86f4c", "#8b5737"],
  ["#8d5a3b", "#73462b"],
] as const;
const hairColours = ["#1f1a17", "#2b1d14", "#3b2a20", "#4a3222"];
const kurtaColours = ["#7b2d26", "#1f3a5f", "#c98e1a", "#1b6f6a", "#efe6d2", "#556b2f", "#4b3b6b"];
const sareeColours = ["#b0183d", "#d35400", "#6c3483", "#117a65", "#1f618d", "#c2185b", "#e0a800"];
const trims = ["#f4c542", "#e8e8e8", "#f39c12", "#ffd1dc"];

/** FNV-1a of the seed, then a counter through murmur3's finaliser: similar seeds still differ. */
function choices(seed: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let counter = h >>> 0;
  return <T>(items: readonly T[]): T => {
    counter = (counter + 0x9e3779b9) >>> 0;
    let x = counter;
    x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
    x ^= x >>> 16;
    return items[(x >>> 0) % items.length] as T;
  };
}

const hairStyles = {
  male: {
    short: "M40 56C37 32 52 24 66 25C82 26 92 36 88 56C86 45 79 39 64 39C50 39 43 45 40 56Z",
    sidePart: "M40 58C35 29 69 17 87 34C91 40 90 50 88 58C84 44 75 37 60 41C51 44 44 48 40 58Z",
    curly:
      "M40 56C34 40 40 28 50 28C52 21 62 20 66 24C72 19 82 22 83 30C91 32 93 44 88 56C85 46 78 40 64 40C50 40 43 46 40 56Z",
  },
  female: {
    long: "M41 60C38 32 54 28 64 30C74 28 90 32 87 60C84 44 72 37 64 39C56 37 44 44 41 60Z",
    bun: "M41 60C38 32 54 28 64 30C74 28 90 32 87 60C84 44 72 37 64 39C56 37 44 44 41 60Z",
    braid: "M41 60C38 32 54 28 64 30C74 28 90 32 87 60C84 46 76 38 64 38C54 38 45 45 41 60Z",
  },
} as const;

type Pick = ReturnType<typeof choices>;
type HairStyle = keyof (typeof hairStyles)["male"] | keyof (typeof hairStyles)["female"];

const shoulders = "M22 128C22 102 40 93 64 93S106 102 106 128Z";

/** Long hair and buns sit behind the head, so they are drawn before the face. */
function backHair(style: HairStyle, hair: string): string {
  if (style === "long")
    return `<path d="M40 50C36 26 92 26 88 50L94 102Q64 110 34 102Z" fill="${hair}"/>`;
  if (style === "bun") return `<circle cx="64" cy="25" r="12" fill="${hair}"/>`;
  if (style === "braid") {
    const plaits = [80, 89, 98, 107].map(
      (y, i) => `<ellipse cx="${86 + i}" cy="${y}" rx="5.5" ry="6"/>`,
    );
    return `<path d="M40 52C38 30 90 30 88 52L86 74H42Z" fill="${hair}"/><g fill="${hair}">${plaits.join("")}</g>`;
  }
  return "";
}

/** A saree with its pallu over one shoulder. */
function saree(pick: Pick, shade: string): string {
  const colour = pick(sareeColours);
  return (
    `<path d="${shoulders}" fill="${colour}"/>` +
    `<path d="M52 93Q64 106 76 93Z" fill="${shade}"/>` +
    `<path d="M70 93L104 118V128H88L62 101Z" fill="${pick(trims)}" opacity=".9"/>` +
    `<path d="M73 94L102 121" stroke="${colour}" stroke-width="3"/>`
  );
}

/** A kurta with a collar placket and two buttons. */
function kurta(pick: Pick): string {
  return (
    `<path d="${shoulders}" fill="${pick(kurtaColours)}"/>` +
    `<path d="M56 93L64 104L72 93M64 104V128" stroke="#0003" stroke-width="2" fill="none"/>` +
    `<g fill="#0004"><circle cx="64" cy="111" r="1.4"/><circle cx="64" cy="119" r="1.4"/></g>`
  );
}

function face(skin: string, shade: string, hair: string, hairPath: string): string[] {
  return [
    `<ellipse cx="41" cy="60" rx="5" ry="7" fill="${skin}"/><ellipse cx="87" cy="60" rx="5" ry="7" fill="${skin}"/>`,
    `<ellipse cx="64" cy="58" rx="23" ry="27" fill="${skin}"/>`,
    `<path d="${hairPath}" fill="${hair}"/>`,
    `<path d="M50 50q5-3 10 0M68 50q5-3 10 0" stroke="${hair}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`,
    `<g fill="#2a1d17"><circle cx="55" cy="58" r="2.6"/><circle cx="73" cy="58" r="2.6"/></g>`,
    `<g fill="#fff"><circle cx="56" cy="57" r=".8"/><circle cx="74" cy="57" r=".8"/></g>`,
    `<path d="M64 60q-2 6 1 7" stroke="${shade}" stroke-width="1.8" fill="none" stroke-linecap="round"/>`,
    `<g fill="#e8797d" opacity=".22"><circle cx="51" cy="67" r="4"/><circle cx="77" cy="67" r="4"/></g>`,
    `<path d="M57 72q7 6 14 0" stroke="#8a3b2e" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  ];
}

const moustache = "M56 68q8-4 16 0q-8 3-16 0Z";
const beard = `M41 62C42 80 52 86 64 86S86 80 87 62C84 74 76 80 64 80S44 74 41 62Z${moustache}`;

function details(pick: Pick, gender: AvatarGender, hair: string): string[] {
  const out: string[] = [];
  const mark = pick([true, true, false, false, false]);
  if (gender === "female") {
    if (mark) out.push(`<circle cx="64" cy="47" r="1.9" fill="#c0392b"/>`);
    out.push(
      `<g fill="#e2b33c"><circle cx="41" cy="69" r="2.2"/><circle cx="87" cy="69" r="2.2"/></g>`,
    );
  } else {
    if (mark)
      out.push(`<path d="M64 41v7" stroke="#d35400" stroke-width="2.4" stroke-linecap="round"/>`);
    const facialHair = pick(["", "", "moustache", "beard"] as const);
    if (facialHair === "moustache") out.push(`<path d="${moustache}" fill="${hair}"/>`);
    if (facialHair === "beard") out.push(`<path d="${beard}" fill="${hair}" opacity=".85"/>`);
  }
  if (pick([false, false, false, true])) {
    out.push(
      `<g fill="none" stroke="#2d2d2d" stroke-width="1.6"><circle cx="55" cy="58" r="6.5"/>` +
        `<circle cx="73" cy="58" r="6.5"/><path d="M61.5 58h5M48.5 57l-6-2M79.5 57l6-2"/></g>`,
    );
  }
  return out;
}

export function renderAvatarSvg(seed: string, gender: AvatarGender): string {
  const pick = choices(`${gender}:${seed}`);
  const bg = pick(backgrounds);
  const [skin, shade] = pick(skins);
  const hair = pick(hairColours);
  const styles: Record<string, string> = hairStyles[gender];
  const style = pick(Object.keys(styles)) as HairStyle;
  const female = gender === "female";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="8 6 112 112" width="128" height="128">`,
    `<rect width="128" height="128" fill="${bg}"/>`,
    `<circle cx="64" cy="60" r="50" fill="#fff" opacity=".35"/>`,
    female ? backHair(style, hair) : "",
    female ? saree(pick, shade) : kurta(pick),
    `<path d="M55 76h18v17q-9 7-18 0Z" fill="${shade}"/>`,
    ...face(skin, shade, hair, styles[style] ?? ""),
    ...details(pick, gender, hair),
    "</svg>",
  ].join("");
}
