import { Button } from "@mantine/core";
import { IconMessageChatbot } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { siteSettings } from "../../lib/site-settings.ts";
import classes from "./assistant.module.css";

/** On the visitors' profile page the assistant is a member feature: tapping it says 'Join now'. */
export default function VisitorAssistantButton({ onJoin }: { onJoin: () => void }) {
  const { t } = useTranslation();
  const title = siteSettings.assistantName ?? t("assistant.defaultName");
  return (
    <Button
      className={classes.launcher}
      radius="xl"
      leftSection={<IconMessageChatbot size={20} aria-hidden />}
      onClick={onJoin}
      aria-label={title}
    >
      <span className={classes.label}>{title}</span>
    </Button>
  );
}
