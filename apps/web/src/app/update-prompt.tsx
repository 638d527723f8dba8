import { Button, Group, Paper, Text } from "@mantine/core";
import classes from "../components/floating-prompt.module.css";
import { useTranslation } from "../i18n/use-translation.ts";
import { appUpdate } from "../lib/app-update.ts";

/**
 * "A new version of Sagpan is ready — Reload", while a new build's service worker waits. It
 * stays until chosen: the page goes on working under the build it started with meanwhile.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  return (
    <Paper className={classes.prompt} p="md" radius="md" withBorder role="status">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text fw={600}>{t("install.updateReady")}</Text>
        <Button onClick={() => appUpdate.reload()}>{t("install.updateReload")}</Button>
      </Group>
    </Paper>
  );
}
