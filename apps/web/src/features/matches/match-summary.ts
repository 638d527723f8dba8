import type { Match } from "@sagpan/contract";
import type { TFunction } from "../../i18n/translator.ts";

/**
 * How a pair match, in words (issue 20): "Meets 7 of your 8 preferences · you meet all of
 * hers". `gender` is the other member's, for her/his.
 */
export function matchSummary(t: TFunction, match: Match, gender: "male" | "female"): string {
  const parts: string[] = [];
  const mine = match.mine.met.length + match.mine.missed.length;
  if (mine > 0) {
    parts.push(
      match.mine.missed.length === 0
        ? t("match.mineAll", { count: mine })
        : t("match.mineSome", { met: match.mine.met.length, count: mine }),
    );
  }
  const theirs = match.theirs.met.length + match.theirs.missed.length;
  parts.push(
    theirs === 0
      ? t("match.theirsNone", { context: gender })
      : match.theirs.missed.length === 0
        ? t("match.theirsAll", { context: gender })
        : t("match.theirsSome", { context: gender, met: match.theirs.met.length, count: theirs }),
  );
  return parts.join(" · ");
}
