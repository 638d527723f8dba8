export type Band = "excellent" | "good" | "average" | "not_recommended";

/**
 * The most common modern bands (reference §6.5): <18, 18–24, 25–32, 33–36. A half point stays
 * in the lower band (24.5 is "average"). The band ignores doshas; show them beside it.
 */
export function bandFor(total: number): Band {
  if (total >= 33) return "excellent";
  if (total >= 25) return "good";
  if (total >= 18) return "average";
  return "not_recommended";
}
