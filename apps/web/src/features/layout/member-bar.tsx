import { AvatarMenu } from "./avatar-menu.tsx";
import type { MenuEntry } from "./menu.ts";
import { StatusSlots } from "./status-slots.tsx";

/** The signed-in part of the top bar: badges, profile score and the avatar menu. */
export function MemberBar({ menu }: { menu: MenuEntry[] }) {
  return (
    <>
      <StatusSlots />
      <AvatarMenu entries={menu} />
    </>
  );
}
