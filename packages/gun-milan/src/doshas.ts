import { type BhakootDoshaPair, bhakootPair } from "./kootas/bhakoot.ts";
import { areMutualFriends } from "./kootas/graha-maitri.ts";
import { type Nadi, nakshatraInfo } from "./nakshatras.ts";
import { rashiLord } from "./rashis.ts";
import type { MoonChart, Rashi } from "./types.ts";

export type LordCancellation = "same_rashi_lord" | "friendly_rashi_lords";
export type NadiCancellation =
  | "same_rashi_different_nakshatra"
  | "same_nakshatra_different_rashi"
  | "same_nakshatra_different_pada"
  | LordCancellation;

/**
 * A dosha found in the match. Points are never restored when it is cancelled (reference §6.1,
 * §6.2: the usual software convention); `cancelled` and `reasons` carry the exception instead.
 */
export type Dosha =
  | { kind: "nadi"; nadi: Nadi; cancelled: boolean; reasons: NadiCancellation[] }
  | { kind: "bhakoot"; pair: BhakootDoshaPair; cancelled: boolean; reasons: LordCancellation[] }
  | {
      kind: "mangal";
      manglik: "boy" | "girl" | "both";
      cancelled: boolean;
      reasons: "both_manglik"[];
    };

// B.V. Raman's rule (reference §6.1 rule 4, §6.2): the same lord or natural friends. Only for
// two different signs: a shared sign is judged by the nakshatra rules instead, otherwise the
// worst Nadi case (same star, same pada) would always count as cancelled. "Friends" means
// friends both ways, the Graha Maitri 5-point case.
function lordCancellations(boy: Rashi, girl: Rashi): LordCancellation[] {
  if (boy === girl) return [];
  const a = rashiLord(boy);
  const b = rashiLord(girl);
  if (a === b) return ["same_rashi_lord"];
  return areMutualFriends(a, b) ? ["friendly_rashi_lords"] : [];
}

/** Nadi dosha with the cancellations of reference §6.1 rules 1–4 (the contested star lists of rule 5 are left out). */
export function nadiDosha(boy: MoonChart, girl: MoonChart): Dosha | null {
  const nadi = nakshatraInfo(boy.nakshatra).nadi;
  if (nadi !== nakshatraInfo(girl.nakshatra).nadi) return null;
  const reasons: NadiCancellation[] = [];
  const sameStar = boy.nakshatra === girl.nakshatra;
  if (boy.rashi === girl.rashi && !sameStar) reasons.push("same_rashi_different_nakshatra");
  if (sameStar && boy.rashi !== girl.rashi) reasons.push("same_nakshatra_different_rashi");
  if (sameStar && boy.pada !== girl.pada) reasons.push("same_nakshatra_different_pada");
  reasons.push(...lordCancellations(boy.rashi, girl.rashi));
  return { kind: "nadi", nadi, cancelled: reasons.length > 0, reasons };
}

export function bhakootDosha(boy: Rashi, girl: Rashi): Dosha | null {
  const pair = bhakootPair(boy, girl);
  if (pair === null) return null;
  const reasons = lordCancellations(boy, girl);
  return { kind: "bhakoot", pair, cancelled: reasons.length > 0, reasons };
}
