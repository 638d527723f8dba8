import { lazy, Suspense, startTransition, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useIdle } from "../../lib/when-idle.ts";
import { AvatarFace } from "./avatar-face.tsx";
import type { MenuEntry } from "./menu.ts";
import classes from "./top-bar.module.css";

// The menu (Mantine's Menu, Popover and floating-ui) is not needed to draw the top bar. Its code
// is fetched when a mouse comes near the avatar, and it takes the placeholder's place once the
// page is idle, on keyboard focus, or on a tap (then opening at once). Never on a touch's press
// or a mouse's hover: a swap between a press and its release would lose the tap.
const loadPopup = () => import("./avatar-menu-popup.tsx");
const AvatarMenuPopup = lazy(() => loadPopup().then((m) => ({ default: m.AvatarMenuPopup })));

/** What the member did with the placeholder while the menu was loading. */
export interface PlaceholderState {
  focused: boolean;
  tapped: boolean;
  /** Pressed and not yet released: if the menu takes over now, the release is on the menu. */
  pressed: boolean;
}

/** Keyboard focus only: a tap focuses the button too, in the middle of the tap. */
function isKeyboardFocus(element: Element) {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

/**
 * The avatar button of the top bar and, once loaded, its menu. The swap is a transition, so the
 * placeholder stays on screen (and usable) until the menu is ready to take its place.
 */
export function AvatarMenu({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  const [reached, setReached] = useState(false);
  const wanted = useIdle() || reached;
  const state = useRef<PlaceholderState>({ focused: false, tapped: false, pressed: false });
  const swap = () => startTransition(() => setReached(true));

  const note = (change: Partial<PlaceholderState>) => () => Object.assign(state.current, change);
  const released = note({ pressed: false });

  const placeholder = (
    <button
      type="button"
      className={classes.avatarButton}
      aria-label={t("menu.open")}
      aria-haspopup="menu"
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") void loadPopup();
      }}
      onFocus={(event) => {
        if (!isKeyboardFocus(event.currentTarget)) return;
        state.current.focused = true;
        swap();
      }}
      onBlur={note({ focused: false })}
      onPointerDown={note({ pressed: true })}
      onPointerUp={released}
      onPointerCancel={released}
      onPointerLeave={released}
      onClick={() => {
        state.current.tapped = true;
        swap();
      }}
    >
      <AvatarFace />
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      {wanted ? <AvatarMenuPopup entries={entries} placeholder={state} /> : placeholder}
    </Suspense>
  );
}
