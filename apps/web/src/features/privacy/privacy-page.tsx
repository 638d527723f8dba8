import { Loader, Radio, Stack, Switch, Text, Title } from "@mantine/core";
import {
  contactRules,
  contactVisibilities,
  type Privacy,
  type PrivacyUpdate,
  photoVisibilities,
  profileVisibilities,
} from "@sagpan/contract";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { usePrivacy, useSavePrivacy } from "./api.ts";
import { DataExportSection } from "./data-export-section.tsx";
import { PhotoRequestsSection } from "./photo-requests-section.tsx";
import classes from "./privacy.module.css";

type ChoiceSetting = "photos" | "contacts" | "profile" | "contact_from";

const choices: { setting: ChoiceSetting; values: readonly string[] }[] = [
  { setting: "photos", values: photoVisibilities },
  { setting: "contacts", values: contactVisibilities },
  { setting: "profile", values: profileVisibilities },
  { setting: "contact_from", values: contactRules },
];

/** One question with its answers, each answer explained in a sentence under it. */
function Choice({
  setting,
  values,
  value,
  onChange,
}: {
  setting: ChoiceSetting;
  values: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      className={classes.section}
      label={t(`privacy.${setting}.title`)}
      value={value}
      onChange={onChange}
    >
      <Stack gap="sm" mt="xs">
        {values.map((v) => (
          <Radio
            key={v}
            value={v}
            label={t(`privacy.${setting}.${v}`)}
            description={t(`privacy.${setting}.${v}Help`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * /settings/privacy (issue 21): who sees the photos and contacts, whether the profile is
 * shown, who may send requests, and browsing privately. Each choice is saved as it is made.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  const privacy = usePrivacy();
  const save = useSavePrivacy();

  const change = (update: PrivacyUpdate) =>
    save.mutate(update, {
      onSuccess: () => notify(t("privacy.saved"), { tone: "success" }),
      onError: (error) => notifyError(t, error),
    });

  if (!privacy.data) {
    return (
      <div className={classes.page}>
        <Loader aria-label={t("app.loading")} />
      </div>
    );
  }
  const current: Privacy = privacy.data;
  return (
    <article className={classes.page}>
      <Stack gap="lg">
        <Title order={1} className={classes.title}>
          {t("privacy.pageTitle")}
        </Title>
        <Text>{t("privacy.intro")}</Text>
        <PhotoRequestsSection />
        {choices.map(({ setting, values }) => (
          <Choice
            key={setting}
            setting={setting}
            values={values}
            value={current[setting]}
            onChange={(value) => change({ [setting]: value } as PrivacyUpdate)}
          />
        ))}
        <div className={classes.section}>
          <Switch
            checked={current.browse_privately}
            onChange={(event) => change({ browse_privately: event.currentTarget.checked })}
            label={t("privacy.browse_privately.title")}
            aria-describedby="privacy-browse-help"
          />
          {/* Beside, not inside, the label: the switch's name stays its title. */}
          <Text id="privacy-browse-help" size="sm" c="dimmed" mt={4}>
            {t("privacy.browse_privately.help")}
          </Text>
        </div>
        <DataExportSection />
      </Stack>
    </article>
  );
}
