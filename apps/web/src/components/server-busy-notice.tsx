import { Group, Loader, Paper, Portal, Text } from "@mantine/core";
import { useTranslation } from "../i18n/use-translation.ts";
import { useServerBusy } from "../lib/use-server-busy.ts";

/**
 * "Sagpan is busy, trying again…" over the top of the page while calls wait for the server
 * to come back (lib/api.ts); the page under it stays as it was and goes on by itself.
 */
export function ServerBusyNotice() {
  const busy = useServerBusy();
  const { t } = useTranslation();
  if (!busy) return null;
  return (
    <Portal>
      <Paper
        role="status"
        aria-live="polite"
        shadow="md"
        radius="md"
        px="md"
        py="xs"
        withBorder
        style={{
          position: "fixed",
          top: 12,
          left: "50%",
          transform: "translateX(-50%)",
          // Above the top bar and dialogs, level with the notifications.
          zIndex: 400,
          maxWidth: "calc(100vw - 24px)",
        }}
      >
        <Group gap="sm" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm" fw={500}>
            {t("errors.service.unavailable")}
          </Text>
        </Group>
      </Paper>
    </Portal>
  );
}
