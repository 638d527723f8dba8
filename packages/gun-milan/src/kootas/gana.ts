import { type Gana, nakshatraInfo } from "../nakshatras.ts";
import type { Nakshatra } from "../types.ts";

// Rows = boy, columns = girl (reference §3.6). This orientation matches the two textbook worked
// examples (BJ p.481, HJ2 p.152); PJH, SAR and MTR print its transpose.
const POINTS: Readonly<Record<Gana, Readonly<Record<Gana, number>>>> = {
  deva: { deva: 6, manushya: 6, rakshasa: 0 },
  manushya: { deva: 5, manushya: 6, rakshasa: 0 },
  rakshasa: { deva: 1, manushya: 0, rakshasa: 6 },
};

/** Directional: swapping boy and girl can change the score. */
export const ganaPoints = (boy: Nakshatra, girl: Nakshatra): number =>
  POINTS[nakshatraInfo(boy).gana][nakshatraInfo(girl).gana];
