import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bhakootDosha, nadiDosha } from "./doshas.ts";
import { vashyaOf } from "./kootas/vashya.ts";
import { rashiOfPada } from "./nakshatras.ts";
import { scoreCharts, scoreTotal } from "./score.ts";
import { arbitraryChart, chartAt } from "./test-helpers.ts";
import { KOOTA_MAX, type KootaName, type MoonChart, type Pada } from "./types.ts";

const KOOTAS = Object.keys(KOOTA_MAX) as KootaName[];
const DIRECTIONAL: KootaName[] = ["varna", "gana"];
const pair = fc.tuple(arbitraryChart, arbitraryChart);

describe("scoreCharts, worked by hand", () => {
  it("boy Ashwini 1 × girl Bharani 1 (both Mesh) = 34", () => {
    expect(scoreCharts(chartAt(1, 1), chartAt(2, 1))).toEqual({
      varna: 1,
      vashya: 2,
      tara: 3,
      yoni: 2,
      graha_maitri: 5,
      gana: 6,
      bhakoot: 7,
      nadi: 8,
      total: 34,
    });
  });

  it("swapped, the Manushya boy with a Deva girl loses a Gana point", () => {
    expect(scoreCharts(chartAt(2, 1), chartAt(1, 1))).toMatchObject({ gana: 5, total: 33 });
  });

  it("same nakshatra across Dhanu's 15° line loses a Vashya point", () => {
    const early = chartAt(20, 1, 14); // P.Ashadha 1 before 15°: Manav
    const late = chartAt(20, 2); // P.Ashadha 2: Chatushpad
    expect(scoreCharts(early, late)).toMatchObject({ vashya: 1, total: 27 });
  });
});

describe("scoreCharts properties", () => {
  it("totals 0–36 in steps of 0.5, as the sum of kootas each within its maximum", () => {
    fc.assert(
      fc.property(pair, ([boy, girl]) => {
        const scores = scoreCharts(boy, girl);
        expect(scores.total).toBeGreaterThanOrEqual(0);
        expect(scores.total).toBeLessThanOrEqual(36);
        expect(Number.isInteger(scores.total * 2)).toBe(true);
        let sum = 0;
        for (const koota of KOOTAS) {
          expect(scores[koota]).toBeGreaterThanOrEqual(0);
          expect(scores[koota]).toBeLessThanOrEqual(KOOTA_MAX[koota]);
          sum += scores[koota];
        }
        expect(sum).toBe(scores.total);
      }),
    );
  });

  it("gives Tara 1.5 or 3, never anything else", () => {
    fc.assert(
      fc.property(pair, ([boy, girl]) => {
        expect([1.5, 3]).toContain(scoreCharts(boy, girl).tara);
      }),
    );
  });

  it("scores identical charts 28 with an uncancelled Nadi dosha", () => {
    fc.assert(
      fc.property(arbitraryChart, (chart) => {
        expect(scoreCharts(chart, { ...chart }).total).toBe(28);
        expect(nadiDosha(chart, { ...chart })).toMatchObject({ kind: "nadi", cancelled: false });
      }),
    );
  });

  it("scores the same nakshatra and rashi 28 with Nadi dosha, whatever the padas", () => {
    const sameStar = arbitraryChart.chain((chart) =>
      fc
        .constantFrom<Pada>(1, 2, 3, 4)
        .filter((p) => rashiOfPada(chart.nakshatra, p) === chart.rashi)
        .map((p): [MoonChart, MoonChart] => [chart, chartAt(chart.nakshatra, p)]),
    );
    fc.assert(
      fc.property(sameStar, ([boy, girl]) => {
        const scores = scoreCharts(boy, girl);
        // The only exception: Dhanu/Makar charts on either side of 15° (reference §2).
        const vashyaSplit = vashyaOf(boy).vashya !== vashyaOf(girl).vashya;
        expect(scores.total).toBe(vashyaSplit ? 27 : 28);
        expect(scores.nadi).toBe(0);
        expect(nadiDosha(boy, girl)?.kind).toBe("nadi");
      }),
    );
  });

  it("keeps Vashya, Tara, Yoni, Graha Maitri, Bhakoot, Nadi and the doshas symmetric", () => {
    fc.assert(
      fc.property(pair, ([boy, girl]) => {
        const forward = scoreCharts(boy, girl);
        const swapped = scoreCharts(girl, boy);
        for (const koota of KOOTAS.filter((k) => !DIRECTIONAL.includes(k))) {
          expect(swapped[koota]).toBe(forward[koota]);
        }
        expect(nadiDosha(girl, boy)).toEqual(nadiDosha(boy, girl));
        expect(bhakootDosha(girl.rashi, boy.rashi)).toEqual(bhakootDosha(boy.rashi, girl.rashi));
      }),
    );
  });

  it("on swapping bride and groom changes the total only by Varna and Gana", () => {
    fc.assert(
      fc.property(pair, ([boy, girl]) => {
        const forward = scoreCharts(boy, girl);
        const swapped = scoreCharts(girl, boy);
        const directionalChange = DIRECTIONAL.reduce((d, k) => d + swapped[k] - forward[k], 0);
        expect(swapped.total - forward.total).toBe(directionalChange);
      }),
    );
  });

  it("has pairs where Varna and Gana really do change on swapping", () => {
    // Kark (Brahmin) boy × Mithun (Shudra) girl, and Deva × Rakshasa stars.
    expect(scoreCharts(chartAt(8, 1), chartAt(6, 1)).varna).not.toBe(
      scoreCharts(chartAt(6, 1), chartAt(8, 1)).varna,
    );
    expect(scoreCharts(chartAt(1, 1), chartAt(3, 1)).gana).not.toBe(
      scoreCharts(chartAt(3, 1), chartAt(1, 1)).gana,
    );
  });
});

describe("scoreTotal (fast path)", () => {
  it("agrees with scoreCharts on every pair", () => {
    fc.assert(
      fc.property(pair, ([boy, girl]) => {
        expect(scoreTotal(boy, girl)).toBe(scoreCharts(boy, girl).total);
      }),
      { numRuns: 2000 },
    );
  });
});
