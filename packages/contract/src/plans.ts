import { z } from "zod";
import { type Paise, toPaise } from "./money.ts";

export const planNames = ["Free", "Belief", "Trust"] as const;
export const planNameSchema = z.enum(planNames);
export type PlanName = z.infer<typeof planNameSchema>;

export const periodSchema = z.enum(["monthly", "yearly"]);
export type Period = z.infer<typeof periodSchema>;

/** Prices in rupees from the spec (section 9); amounts travel in paise (x100). */
export const planPrices = {
  Belief: { monthly: 499, yearly: 4999, yearlySavingPercent: 15 },
  Trust: { monthly: 699, yearly: 5499, yearlySavingPercent: 12 },
} as const;

export const planDays: Record<Period, number> = { monthly: 30, yearly: 365 };

export const CURRENCY = "INR";

/** An amount the API sends: whole paise (see money.ts); the brand is for the type only. */
export const paiseSchema = z.number().int().brand<"Paise">();

/** Finds the plan and period an amount in paise pays for, or null when it is not a plan price. */
export function planForAmount(paise: Paise): { plan: "Belief" | "Trust"; period: Period } | null {
  for (const plan of ["Belief", "Trust"] as const) {
    for (const period of periodSchema.options) {
      if (toPaise(planPrices[plan][period]) === paise) return { plan, period };
    }
  }
  return null;
}

/** Identity badges show to every paid plan; job, income and property badges to Trust only. */
export const canSeeIdentityBadge = (plan: PlanName) => plan !== "Free";
export const canSeeAllBadges = (plan: PlanName) => plan === "Trust";
