import type { ContactsHiddenReason, PlanName } from "@sagpan/contract";

/**
 * Why another member's contacts are hidden from a viewer, or null when they may see them
 * (business rules, Plans): Free never; Belief only of ID-verified profiles; Trust all; and in
 * every case the viewer's own ID must be verified ("only verified users can view contact").
 */
export function contactsHiddenReason(
  viewer: { plan: PlanName; idVerified: boolean },
  target: { idVerified: boolean },
): ContactsHiddenReason | null {
  if (viewer.plan === "Free") return "plan";
  if (!viewer.idVerified) return "viewer_not_verified";
  // Each reason names its own next step; this one is the other member's, not a plan to buy.
  if (viewer.plan === "Belief" && !target.idVerified) return "target_not_verified";
  return null;
}
