import { Menu, VisuallyHidden } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { dialogs } from "../../lib/dialogs.ts";
import { useSession } from "../../lib/use-session.ts";
import { useCounts, useMe } from "./api.ts";
import { AvatarFace } from "./avatar-face.tsx";
import type { PlaceholderState } from "./avatar-menu.tsx";
import { forManager, type MenuEntry } from "./menu.ts";
import { badgeFor } from "./nav-items.ts";
import classes from "./top-bar.module.css";

function Entry({ entry, nested = false }: { entry: MenuEntry; nested?: boolean }) {
  const { t } = useTranslation();
  const { data: counts } = useCounts();
  const [subOpen, setSubOpen] = useState(false);
  if (entry.kind === "link") {
    const badge = entry.to === "/interests" ? badgeFor("/interests", counts, t) : null;
    return (
      <Menu.Item
        component={Link}
        to={entry.to}
        color={entry.danger ? "red" : undefined}
        className={nested ? classes.nestedItem : undefined}
        rightSection={
          badge ? (
            <span className={classes.count} title={badge.label}>
              {badge.text}
            </span>
          ) : undefined
        }
      >
        {t(entry.labelKey)}
        {badge && <VisuallyHidden>{`, ${badge.label}`}</VisuallyHidden>}
      </Menu.Item>
    );
  }
  if (entry.kind === "dialog") {
    return <Menu.Item onClick={() => dialogs.open(entry.dialog)}>{t(entry.labelKey)}</Menu.Item>;
  }
  // A group opens in place, under its own entry: a submenu flying out to the left covered the
  // menu it came from on a phone.
  return (
    <>
      <Menu.Item
        closeMenuOnClick={false}
        aria-expanded={subOpen}
        onClick={() => setSubOpen((was) => !was)}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            className={subOpen ? classes.chevronOpen : classes.chevron}
          />
        }
      >
        {t(entry.labelKey)}
      </Menu.Item>
      {subOpen && entry.items.map((item) => <Entry key={item.labelKey} entry={item} nested />)}
    </>
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
  // A family member who manages the profile does not see what only the member may do.
  const managing = Boolean(useMe().data?.managing);
  const shown = managing ? forManager(entries) : entries;
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
      width={260}
      shadow="md"
      classNames={{ item: classes.menuItem }}
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
        {shown.map((entry) => (
          <Entry key={entry.labelKey} entry={entry} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
