/**
 * A small seeded random source. Math.random cannot be seeded, and the demo community must come
 * out identical on every run so screenshots, tests and the README stay true.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; `weights` are relative and need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** Picks a key by its relative share: `oneOf({ never: 90, occasionally: 10 })`. */
  oneOf<K extends string>(shares: Record<K, number>): K;
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** Normally distributed (Box–Muller). */
  normal(mean: number, sd: number): number;
  /** 32 random hex digits, for ids that must repeat from run to run. */
  hex32(): string;
}

/** mulberry32: tiny, fast and good enough for fake data (not for anything secret). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so a string (an id, a name) can seed its own stream. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number | string): Rng {
  const next = mulberry32(typeof seed === "string" ? hashString(seed) : seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(next() * items.length)] as T;
  };
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [item, w] of items) {
      roll -= w;
      if (roll < 0) return item;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  };
  const hexWord = () =>
    Math.floor(next() * 2 ** 32)
      .toString(16)
      .padStart(8, "0");
  return {
    next,
    int,
    pick,
    weighted,
    chance: (probability) => next() < probability,
    oneOf: <K extends string>(shares: Record<K, number>) =>
      weighted(Object.entries(shares) as [K, number][]),
    sample(items, count) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, count);
    },
    normal(mean, sd) {
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    hex32: () => hexWord() + hexWord() + hexWord() + hexWord(),
  };
}

/**
 * A UUID v7 (as lib/ids.ts makes) whose random part comes from `rng`, so a reseeded community
 * keeps its ids, and with them its avatars and links.
 */
export function seededUuidv7(rng: Rng, ms: number): string {
  const time = Math.floor(ms).toString(16).padStart(12, "0");
  const bits = rng.hex32();
  const variant = ((Number.parseInt(bits.charAt(3), 16) & 0x3) | 0x8).toString(16);
  return [
    time.slice(0, 8),
    time.slice(8, 12),
    `7${bits.slice(0, 3)}`,
    `${variant}${bits.slice(4, 7)}`,
    bits.slice(7, 19),
  ].join("-");
}
