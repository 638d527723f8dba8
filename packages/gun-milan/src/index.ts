export { AVAKAHADA, LETTER_RASHI } from "./avakahada.ts";
export { type Band, bandFor } from "./band.ts";
export { CONVENTIONS, type Convention, type Scorer, scorerFor } from "./convention.ts";
export { ORIGINAL_INITIALS } from "./conventions/original.ts";
export {
  bhakootDosha,
  type Dosha,
  type LordCancellation,
  type NadiCancellation,
  nadiDosha,
} from "./doshas.ts";
export { gotraKey, isSameGotra } from "./gotra.ts";
export { type BhakootDoshaPair, bhakootPair, bhakootPoints } from "./kootas/bhakoot.ts";
export { ganaPoints } from "./kootas/gana.ts";
export {
  areMutualFriends,
  grahaMaitriPoints,
  lordPoints,
  naturalRelation,
  type Relation,
} from "./kootas/graha-maitri.ts";
export { nadiPoints } from "./kootas/nadi.ts";
export { TARA_NAMES, taraNumber, taraPoints } from "./kootas/tara.ts";
export { type Varna, varnaOf, varnaPoints } from "./kootas/varna.ts";
export {
  type SignPosition,
  type VashyaClass,
  type VashyaReading,
  vashyaOf,
  vashyaPoints,
} from "./kootas/vashya.ts";
export { isContestedYoniPair, YONI_ORDER, yoniAnimalPoints, yoniPoints } from "./kootas/yoni.ts";
export { compareMangal, type MangalMatch, mangalDosha } from "./mangal.ts";
export {
  type ChartMatch,
  type GunMilanPoints,
  type GunMilanResult,
  type MatchProfile,
  type MatchWarning,
  type MatchWarningCode,
  matchCharts,
  matchProfiles,
} from "./match.ts";
export {
  type BirthChart,
  type BirthMoment,
  BOUNDARY_MARGIN_DEG,
  birthChart,
  chartFromLongitude,
  type LongitudeChart,
  lahiriAyanamsa,
  meanLahiriAyanamsa,
  moonSiderealLongitude,
} from "./moon.ts";
export {
  type Gana,
  NAKSHATRAS,
  type Nadi,
  type NakshatraInfo,
  nakshatraInfo,
  rashiOfPada,
  type Yoni,
} from "./nakshatras.ts";
export { type NameReading, readBirthName } from "./names.ts";
export {
  countFrom,
  RASHI_GUJARATI,
  RASHI_NAMES,
  type RashiName,
  rashiFromName,
  rashiLord,
  rashiName,
} from "./rashis.ts";
export {
  type BirthDetails,
  type ChartWarning,
  type ResolvedChart,
  resolveChart,
} from "./resolve.ts";
export { type RashiKootaScores, scoreCharts, scoreRashis, scoreTotal } from "./score.ts";
export { gujaratiSyllable, latinSyllable, type NameAssumption, type Syllable } from "./syllable.ts";
export { DEFAULT_TIME_ZONE, localTimeToUtc, zoneOffsetMs } from "./time-zone.ts";
export {
  type Basis,
  isNakshatra,
  isPada,
  isRashi,
  KOOTA_MAX,
  type KootaName,
  type KootaScores,
  type MoonChart,
  type Nakshatra,
  type Pada,
  type Planet,
  type Rashi,
  type SignLord,
} from "./types.ts";
