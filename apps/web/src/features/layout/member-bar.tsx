import { NotificationBell } from "../notifications/bell.tsx";
import { AvatarMenu } from "./avatar-menu.tsx";
import type { MenuEntry } from "./menu.ts";
import { StatusSlots } from "./status-slots.tsx";
import { TopNav } from "./top-nav.tsx";

/** The signed-in part of the top bar: sections (desktop), badges, score, the notifications' bell and the avatar menu. */
export function MemberBar({ menu }: { menu: MenuEntry[] }) {
  return (
    <>
      <TopNav />
      <StatusSlots />
      <NotificationBell />
      <AvatarMenu entries={menu} />
    </>
  );
}
