import { Button, Group, Text } from "@mantine/core";
import { IconBookmark, IconBookmarkFilled, IconCheck } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useIsSaved, useToggleBookmark } from "./bookmarks.ts";
import classes from "./profiles.module.css";

interface SaveProps {
  profileId: string;
  name: string;
  /** The profile reply's is_bookmarked, used until the saved list has loaded. */
  initiallySaved?: boolean;
}

/** The bookmark toggle on a card's photo (a plain button styled as a round white icon). */
export function SaveToggle({ profileId, name, initiallySaved }: SaveProps) {
  const { t } = useTranslation();
  const saved = useIsSaved(profileId, initiallySaved);
  const toggle = useToggleBookmark();
  return (
    <button
      type="button"
      className={classes.saveToggle}
      aria-pressed={saved}
      aria-label={saved ? t("bookmark.unsaveNamed", { name }) : t("bookmark.saveNamed", { name })}
      onClick={() => toggle.mutate({ id: profileId, save: !saved })}
    >
      {saved ? (
        <IconBookmarkFilled size={20} color="var(--sg-nav-active)" aria-hidden />
      ) : (
        <IconBookmark size={20} aria-hidden />
      )}
    </button>
  );
}

/** The profile view's Save button; once saved it reads Saved and offers to unsave. */
export function SaveButton({ profileId, initiallySaved }: Omit<SaveProps, "name">) {
  const { t } = useTranslation();
  const saved = useIsSaved(profileId, initiallySaved);
  const toggle = useToggleBookmark();
  if (!saved) {
    return (
      <Button
        leftSection={<IconBookmark size={18} aria-hidden />}
        onClick={() => toggle.mutate({ id: profileId, save: true })}
      >
        {t("bookmark.save")}
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Text
        component="span"
        fw={600}
        c="var(--sg-nav-active)"
        className={classes.savedState}
        role="status"
      >
        <IconCheck size={18} aria-hidden />
        {t("bookmark.saved")}
      </Text>
      <Button variant="default" onClick={() => toggle.mutate({ id: profileId, save: false })}>
        {t("bookmark.unsave")}
      </Button>
    </Group>
  );
}
