import {
  originalScoreCharts,
  originalScoreRashis,
  originalScoreTotal,
} from "./conventions/original.ts";
import type { SignPosition } from "./kootas/vashya.ts";
import { type RashiKootaScores, scoreCharts, scoreRashis, scoreTotal } from "./score.ts";
import type { KootaScores, MoonChart } from "./types.ts";

/**
 * Whose tables score a pair: Sagpan's reference tables (docs/gun-milan.md), or the
 * community's previous system's (conventions/original.ts), so a community moving over keeps
 * the scores its members knew. Name and chart reading are the same for both.
 */
export type Convention = "sagpan" | "original";
export const CONVENTIONS: readonly Convention[] = ["sagpan", "original"];

export interface Scorer {
  charts(boy: MoonChart, girl: MoonChart): KootaScores;
  rashis(boy: SignPosition, girl: SignPosition): RashiKootaScores;
  total(boy: MoonChart, girl: MoonChart): number;
}

const SCORERS: Record<Convention, Scorer> = {
  sagpan: { charts: scoreCharts, rashis: scoreRashis, total: scoreTotal },
  original: { charts: originalScoreCharts, rashis: originalScoreRashis, total: originalScoreTotal },
};

export const scorerFor = (convention: Convention): Scorer => SCORERS[convention];
