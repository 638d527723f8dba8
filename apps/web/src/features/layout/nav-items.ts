import type { Counts } from "@sagpan/contract";
import {
  IconBookmark,
  IconHeartHandshake,
  IconHeartSpark,
  IconMessageCircle,
  IconUsers,
} from "@tabler/icons-react";
import type { TFunction } from "../../i18n/translator.ts";

/**
 * The member's main sections: the bottom bar on phones and the top bar's links on desktop list
 * the same ones, with the same counts, so a section reachable on one is reachable on the other.
 */
export const navItems = [
  { to: "/profiles", key: "nav.profiles", Icon: IconUsers },
  { to: "/matches", key: "nav.matches", Icon: IconHeartSpark },
  { to: "/saved/profiles", key: "nav.saved", Icon: IconBookmark },
  { to: "/interests", key: "nav.interests", Icon: IconHeartHandshake },
  { to: "/chats", key: "nav.chats", Icon: IconMessageCircle },
] as const;

export type NavTarget = (typeof navItems)[number]["to"];

/**
 * What waits for the member in a section: received interests on Interests; unread messages and
 * chat requests to answer on Chats. `label` says it for screen readers.
 */
export function badgeFor(to: NavTarget, counts: Counts | undefined, t: TFunction) {
  if (!counts) return null;
  const parts: string[] = [];
  let total = 0;
  if (to === "/interests" && counts.interests_received > 0) {
    total += counts.interests_received;
    parts.push(t("nav.waiting", { count: counts.interests_received }));
  }
  if (to === "/chats") {
    if (counts.chat_count > 0) {
      total += counts.chat_count;
      parts.push(t("nav.unread", { count: counts.chat_count }));
    }
    if (counts.chat_requests > 0) {
      total += counts.chat_requests;
      parts.push(t("nav.waiting", { count: counts.chat_requests }));
    }
  }
  if (total === 0) return null;
  return { text: total > 99 ? "99+" : String(total), label: parts.join(", ") };
}
