import { nakshatraInfo } from "../nakshatras.ts";
import type { Nakshatra } from "../types.ts";

/** All or nothing (reference §3.8): the same nadi is Nadi dosha. */
export const nadiPoints = (boy: Nakshatra, girl: Nakshatra): number =>
  nakshatraInfo(boy).nadi === nakshatraInfo(girl).nadi ? 0 : 8;
