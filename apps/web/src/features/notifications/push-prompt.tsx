import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { useEffect, useId, useState } from "react";
import classes from "../../components/floating-prompt.module.css";
import { useTranslation } from "../../i18n/use-translation.ts";
import { isApiError } from "../../lib/api-error.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { pushAsk } from "../../lib/push-ask.ts";
import { pushPermission } from "../../lib/web-push.ts";
import { turnOnPush } from "./push-api.ts";

/**
 * The offer of push notifications (lib/push-ask.ts says when): what the member will get, and
 * the browser's own question only after their yes. Not shown where push cannot work, nor where
 * the browser already refuses it (remembered, so it is not offered again).
 */
export function PushPrompt() {
  const { t } = useTranslation();
  const title = useId();
  const [busy, setBusy] = useState(false);
  const permission = pushPermission();
  useEffect(() => {
    if (permission === "unsupported") pushAsk.notNow();
    if (permission === "denied") pushAsk.answered("denied");
  }, [permission]);
  if (permission === "unsupported" || permission === "denied") return null;
  const yes = () => {
    setBusy(true);
    turnOnPush()
      .then((outcome) => {
        if (outcome === "on") notify(t("push.on"), { tone: "success" });
        else if (outcome === "default") pushAsk.notNow();
        else notify(t("push.blocked"), { tone: "warning", autoClose: 8000 });
      })
      .catch((error) => {
        // A refusal of ours says why; the browser's own failures say push did not start.
        notifyError(t, error, isApiError(error) ? undefined : t("push.failed"));
        pushAsk.notNow();
      })
      .finally(() => setBusy(false));
  };
  return (
    <Paper
      className={classes.prompt}
      p="md"
      radius="md"
      withBorder
      role="dialog"
      aria-labelledby={title}
    >
      <Title order={2} size="h4" id={title} mb="xs">
        {t("push.askTitle")}
      </Title>
      <Text size="sm" mb="md">
        {t("push.askBody")}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => pushAsk.answered("off")} disabled={busy}>
          {t("push.askNo")}
        </Button>
        <Button onClick={yes} loading={busy}>
          {t("push.askYes")}
        </Button>
      </Group>
    </Paper>
  );
}
