import type { Notification } from "@sagpan/contract";
import { notificationTarget } from "@sagpan/contract/links";
import type { TFunction } from "../../i18n/translator.ts";

/** Where a tap on the notification goes: the place the event happened. */
export const targetOf = (n: Notification) => notificationTarget(n.kind, n.actor?.id, n.data);

/** The event in words, in the member's language ("Krupa sent you a message"). */
export function sentenceOf(t: TFunction, n: Notification): string {
  // A Free member is told that someone looked, not who (as the visitors list tells them).
  if (n.kind === "profile_viewed" && !n.actor)
    return t("notifications.kinds.profile_viewed_someone");
  // Who joined, by relation (notifications from before it was recorded have none).
  if (n.kind === "manager_joined" && typeof n.data.relation === "string")
    return t(`notifications.managerJoined.${n.data.relation}`, {
      defaultValue: t("notifications.kinds.manager_joined"),
    });
  return t(`notifications.kinds.${n.kind}`, {
    name: n.actor?.name ?? "",
    plan: String(n.data.plan ?? ""),
    count: Number(n.data.count ?? 0),
    document: t(`notifications.documents.${String(n.data.document ?? "GovID")}`, {
      defaultValue: t("notifications.documents.GovID"),
    }),
  });
}
