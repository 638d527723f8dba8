import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/Avatar.css";
import { Avatar, Menu, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { dialogs } from "../../lib/dialogs.ts";
import { useSession } from "../../lib/use-session.ts";
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

/** The signed-in member's menu, built from the app's list of entries. */
export function AvatarMenu({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.avatarButton} aria-label={t("menu.open")}>
          <Avatar src={session?.userPic || undefined} alt="" name={session?.name} color="slate" />
        </UnstyledButton>
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
