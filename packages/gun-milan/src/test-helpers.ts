import fc from "fast-check";
import { rashiOfPada } from "./nakshatras.ts";
import type { MoonChart, Nakshatra, Pada } from "./types.ts";

/** A chart for nakshatra n, pada p, with the rashi that pada lies in. */
export const chartAt = (n: number, p: number, degreeInSign: number | null = null): MoonChart => ({
  nakshatra: n as Nakshatra,
  pada: p as Pada,
  rashi: rashiOfPada(n as Nakshatra, p as Pada),
  degreeInSign,
});

/** Any of the 108 padas, sometimes with an exact degree inside it. */
export const arbitraryChart: fc.Arbitrary<MoonChart> = fc
  .tuple(
    fc.integer({ min: 0, max: 107 }),
    fc.option(fc.double({ min: 0, max: 0.999, noNaN: true })),
  )
  .map(([index, fraction]) => {
    const chart = chartAt(Math.floor(index / 4) + 1, (index % 4) + 1);
    if (fraction === null) return chart;
    const longitude = (index + fraction) * (10 / 3);
    return { ...chart, degreeInSign: longitude - (chart.rashi - 1) * 30 };
  });
