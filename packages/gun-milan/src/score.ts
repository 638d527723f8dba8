import { bhakootPoints } from "./kootas/bhakoot.ts";
import { ganaPoints } from "./kootas/gana.ts";
import { grahaMaitriPoints } from "./kootas/graha-maitri.ts";
import { nadiPoints } from "./kootas/nadi.ts";
import { taraPoints } from "./kootas/tara.ts";
import { varnaPoints } from "./kootas/varna.ts";
import { type SignPosition, vashyaOf, vashyaPoints } from "./kootas/vashya.ts";
import { yoniPoints } from "./kootas/yoni.ts";
import type { KootaScores, MoonChart, Nakshatra, Rashi } from "./types.ts";

const NAKSHATRA_COUNT = 27;
const RASHI_COUNT = 12;

function table(size: number, cell: (boy: number, girl: number) => number): Float64Array {
  const out = new Float64Array(size * size);
  for (let b = 1; b <= size; b++) {
    for (let g = 1; g <= size; g++) out[(b - 1) * size + g - 1] = cell(b, g);
  }
  return out;
}

// A list page scores 20 pairs per request (< 1 ms budget), so everything that depends only on
// the two nakshatras, or only on the two rashis, is summed once here, boy row × girl column.
const NAKSHATRA_SUM = table(NAKSHATRA_COUNT, (b, g) => {
  const boy = b as Nakshatra;
  const girl = g as Nakshatra;
  return (
    taraPoints(boy, girl) + yoniPoints(boy, girl) + ganaPoints(boy, girl) + nadiPoints(boy, girl)
  );
});
const RASHI_SUM = table(RASHI_COUNT, (b, g) => {
  const boy = b as Rashi;
  const girl = g as Rashi;
  return varnaPoints(boy, girl) + grahaMaitriPoints(boy, girl) + bhakootPoints(boy, girl);
});

/** Fast path for lists: the 36-point total of two resolved charts, from three lookups. */
export function scoreTotal(boy: MoonChart, girl: MoonChart): number {
  return (
    NAKSHATRA_SUM[(boy.nakshatra - 1) * NAKSHATRA_COUNT + girl.nakshatra - 1]! +
    RASHI_SUM[(boy.rashi - 1) * RASHI_COUNT + girl.rashi - 1]! +
    vashyaPoints(vashyaOf(boy).vashya, vashyaOf(girl).vashya)
  );
}

export type RashiKootaScores = Pick<KootaScores, "varna" | "vashya" | "graha_maitri" | "bhakoot">;

/** The four kootas a Moon sign alone decides (max 15). */
export function scoreRashis(boy: SignPosition, girl: SignPosition): RashiKootaScores {
  return {
    varna: varnaPoints(boy.rashi, girl.rashi),
    vashya: vashyaPoints(vashyaOf(boy).vashya, vashyaOf(girl).vashya),
    graha_maitri: grahaMaitriPoints(boy.rashi, girl.rashi),
    bhakoot: bhakootPoints(boy.rashi, girl.rashi),
  };
}

/** All eight kootas and the total, boy first (Varna and Gana are directional). */
export function scoreCharts(boy: MoonChart, girl: MoonChart): KootaScores {
  const byRashi = scoreRashis(boy, girl);
  const tara = taraPoints(boy.nakshatra, girl.nakshatra);
  const yoni = yoniPoints(boy.nakshatra, girl.nakshatra);
  const gana = ganaPoints(boy.nakshatra, girl.nakshatra);
  const nadi = nadiPoints(boy.nakshatra, girl.nakshatra);
  const total =
    byRashi.varna +
    byRashi.vashya +
    tara +
    yoni +
    byRashi.graha_maitri +
    gana +
    byRashi.bhakoot +
    nadi;
  return {
    varna: byRashi.varna,
    vashya: byRashi.vashya,
    tara,
    yoni,
    graha_maitri: byRashi.graha_maitri,
    gana,
    bhakoot: byRashi.bhakoot,
    nadi,
    total,
  };
}
