import type { SignPosition } from "../kootas/vashya.ts";
import type { KootaScores, MoonChart, Nakshatra, Pada, Rashi } from "../types.ts";
import data from "./original-system-gun-milan.json" with { type: "json" };

/**
 * Gun Milan as the community's previous system scored it: its own Varna, Vashya, Tara, Yoni,
 * Graha Maitri, Gana, Bhakoot and Nadi tables (groom's value → bride's value → points) and the
 * attributes its engine gave each of the 108 birth-name initials, one per nakshatra pada
 * (original-system-gun-milan.json, copied unchanged from the reference material). A pada's
 * attributes decide everything, so a birth chart's pada scores as that pada's initial does.
 */

type Table = Record<string, Record<string, number>>;
const tables = data.tables as Record<
  "varna" | "vasya" | "tara" | "yoni" | "grahamaitri" | "gana" | "rashi" | "naadi",
  Table
>;

interface Attributes {
  varna: string;
  vasya: string;
  nakshatra: string;
  yoni: string;
  rashi: string;
  gana: string;
  naadi: string;
}

/** Its names in nakshatra and rashi order (the tables list them so: Ashwini…, Mesh…). */
const NAKSHATRA_KEYS = Object.keys(tables.tara);
const RASHI_KEYS = Object.keys(tables.rashi);

const padaSlot = (nakshatra: number, pada: number) => (nakshatra - 1) * 4 + pada - 1;

/**
 * Attributes by pada (108 slots). Its Revati has two initials for pada 3 (ચ, ચી) and none
 * for pada 4, which takes pada 3's: same nakshatra, same sign, so the same attributes.
 */
const BY_PADA: Attributes[] = (() => {
  const slots: (Attributes | undefined)[] = new Array(108);
  for (const initial of data.initials) {
    const slot = padaSlot(NAKSHATRA_KEYS.indexOf(initial.nakshatra) + 1, initial.pada);
    slots[slot] ??= initial;
  }
  return Array.from({ length: 108 }, (_, slot) => {
    const found = slots[slot] ?? slots[slot - 1];
    if (!found) throw new Error(`original Gun Milan data: no initial for pada slot ${slot}`);
    return found;
  });
})();

/**
 * A Moon sign alone (no birth name syllable or time): the sign's first initial, as its engine
 * read a rashi; for Dhanu and Makar that is the first half's Vashya, as Sagpan assumes too.
 */
const BY_RASHI: Attributes[] = RASHI_KEYS.map((key) => {
  const first = data.initials.find((initial) => initial.rashi === key);
  if (!first) throw new Error(`original Gun Milan data: no initial in ${key}`);
  return first;
});

const attributesOf = (chart: SignPosition): Attributes =>
  chart.nakshatra && chart.pada
    ? BY_PADA[padaSlot(chart.nakshatra, chart.pada)]!
    : BY_RASHI[chart.rashi - 1]!;

const cell = (table: Table, boy: string, girl: string) => table[boy]?.[girl] ?? 0;

function rashiKootas(boy: Attributes, girl: Attributes) {
  return {
    varna: cell(tables.varna, boy.varna, girl.varna),
    vashya: cell(tables.vasya, boy.vasya, girl.vasya),
    graha_maitri: cell(tables.grahamaitri, boy.rashi, girl.rashi),
    bhakoot: cell(tables.rashi, boy.rashi, girl.rashi),
  };
}

function kootas(boy: Attributes, girl: Attributes): KootaScores {
  const byRashi = rashiKootas(boy, girl);
  const scores = {
    varna: byRashi.varna,
    vashya: byRashi.vashya,
    tara: cell(tables.tara, boy.nakshatra, girl.nakshatra),
    yoni: cell(tables.yoni, boy.yoni, girl.yoni),
    graha_maitri: byRashi.graha_maitri,
    gana: cell(tables.gana, boy.gana, girl.gana),
    bhakoot: byRashi.bhakoot,
    nadi: cell(tables.naadi, boy.naadi, girl.naadi),
  };
  const total = Object.values(scores).reduce((sum, points) => sum + points, 0);
  return { ...scores, total };
}

// Lists score a page of pairs per request: every pada pair's total, summed once.
const TOTALS = new Float64Array(108 * 108);
BY_PADA.forEach((boy, b) => {
  BY_PADA.forEach((girl, g) => {
    TOTALS[b * 108 + g] = kootas(boy, girl).total;
  });
});

export const originalScoreCharts = (boy: MoonChart, girl: MoonChart): KootaScores =>
  kootas(attributesOf(boy), attributesOf(girl));

export const originalScoreRashis = (boy: SignPosition, girl: SignPosition) =>
  rashiKootas(attributesOf(boy), attributesOf(girl));

export const originalScoreTotal = (boy: MoonChart, girl: MoonChart): number =>
  TOTALS[padaSlot(boy.nakshatra, boy.pada) * 108 + padaSlot(girl.nakshatra, girl.pada)]!;

/** The original's 108 initials in pada order, as its file lists them (for tests and docs). */
export const ORIGINAL_INITIALS: readonly {
  gujarati: string;
  nakshatra: Nakshatra;
  pada: Pada;
  rashi: Rashi;
}[] = data.initials.map((initial) => ({
  gujarati: initial.gujarati,
  nakshatra: (NAKSHATRA_KEYS.indexOf(initial.nakshatra) + 1) as Nakshatra,
  pada: initial.pada as Pada,
  rashi: (RASHI_KEYS.indexOf(initial.rashi) + 1) as Rashi,
}));
