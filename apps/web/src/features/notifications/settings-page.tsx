import { Loader, NativeSelect, Stack, Switch, Text, Title } from "@mantine/core";
import { type EmailFrequency, emailFrequencies, notificationKinds } from "@sagpan/contract";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import classes from "./notifications.module.css";
import { PushDeviceSwitch } from "./push-device-switch.tsx";
import { useNotificationSettings, useSaveNotificationSettings } from "./settings-api.ts";

/**
 * `/settings/notifications`: for each kind of event, how often it comes by email (at once, in
 * the daily or weekly digest, never) and whether it comes as a push to this member's devices;
 * above them, push on or off for this device.
 * Each choice is saved as it is made.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const saved = {
    onSuccess: () => notify(t("notifications.settings.saved"), { tone: "success" }),
    onError: (error: unknown) => notifyError(t, error),
  };
  if (!settings.data)
    return (
      <div className={classes.settings}>
        <Loader aria-label={t("app.loading")} />
      </div>
    );
  const current = settings.data;
  return (
    <article className={classes.settings}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("notifications.settings.title")}
        </Title>
        <Text>{t("notifications.settings.intro")}</Text>
        <div className={classes.kind}>
          <PushDeviceSwitch />
        </div>
        {notificationKinds.map((kind) => (
          <fieldset key={kind} className={classes.kind}>
            <legend className={classes.kindName}>
              {t(`notifications.settings.kinds.${kind}`)}
            </legend>
            <NativeSelect
              label={t("notifications.settings.email")}
              value={current.email[kind]}
              data={emailFrequencies.map((value) => ({
                value,
                label: t(`notifications.settings.frequency.${value}`),
              }))}
              onChange={(event) =>
                save.mutate(
                  { email: { [kind]: event.currentTarget.value as EmailFrequency } },
                  saved,
                )
              }
            />
            <Switch
              mt="xs"
              label={t("notifications.settings.push")}
              checked={current.push[kind]}
              onChange={(event) =>
                save.mutate({ push: { [kind]: event.currentTarget.checked } }, saved)
              }
            />
          </fieldset>
        ))}
      </Stack>
    </article>
  );
}
