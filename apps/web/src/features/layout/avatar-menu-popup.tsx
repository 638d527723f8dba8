import { Menu } from "@mantine/core";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { dialogs } from "../../lib/dialogs.ts";
import { useSession } from "../../lib/use-session.ts";
import { AvatarFace } from "./avatar-face.tsx";
import type { PlaceholderState } from "./avatar-menu.tsx";
import type { MenuEntry } from "./menu.ts";
import classes from "./top-bar.module.css";

function Entry({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const [subOpen, setSubOpen] = useState(false);
  if (entry.kind === "link") {
    return (
      <Menu.Item component={Link} to={entry.to} color={entry.danger ? "red" : undefined}>
        {t(entry.labelKey)}
      </Menu.Item>
    );
  }
  if (entry.kind === "dialog") {
    return <Menu.Item onClick={() => dialogs.open(entry.dialog)}>{t(entry.labelKey)}</Menu.Item>;
  }
  // Submenus open on hover and, for touch screens, on tap.
  return (
    <Menu.Sub position="left-start" opened={subOpen} onChange={setSubOpen}>
      <Menu.Sub.Target>
        <Menu.Sub.Item onClick={() => setSubOpen(true)}>{t(entry.labelKey)}</Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown>
        {entry.items.map((item) => (
          <Entry key={item.labelKey} entry={item} />
        ))}
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}

/**
 * The signed-in member's menu, built from the app's list of entries. Loaded by `AvatarMenu` when
 * the page is idle or the member reaches for it. A tap on the placeholder (or a press that this
 * interrupted) opens it at once, and keyboard focus moves from the placeholder to this button.
 */
export function AvatarMenuPopup({
  entries,
  placeholder,
}: {
  entries: MenuEntry[];
  placeholder: RefObject<PlaceholderState>;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  // Read when this replaces the placeholder (not when first rendered): a tap can land on the
  // placeholder until that very moment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when this replaces the placeholder
  useEffect(() => {
    if (placeholder.current.focused) button.current?.focus();
    if (placeholder.current.tapped || placeholder.current.pressed) setOpened(true);
  }, []);
  return (
    <Menu
      position="bottom-end"
      width={240}
      shadow="md"
      withinPortal
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        <button
          ref={button}
          type="button"
          className={classes.avatarButton}
          aria-label={t("menu.open")}
        >
          <AvatarFace />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {session?.name && <Menu.Label>{session.name}</Menu.Label>}
        {entries.map((entry) => (
          <Entry key={entry.labelKey} entry={entry} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
