import { AvatarMenu } from "./avatar-menu.tsx";
import type { MenuEntry } from "./menu.ts";
import { StatusSlots } from "./status-slots.tsx";
import { TopNav } from "./top-nav.tsx";

/** The signed-in part of the top bar: sections (desktop), badges, score and the avatar menu. */
export function MemberBar({ menu }: { menu: MenuEntry[] }) {
  return (
    <>
      <TopNav />
      <StatusSlots />
      <AvatarMenu entries={menu} />
    </>
  );
}
