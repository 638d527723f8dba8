import { Progress, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCompletion } from "./api.ts";
import classes from "./profile-edit.module.css";

/** How complete my profile is (`GET /api/v1/profile_completion`) and what is still missing. */
export function CompletionMeter() {
  const { t } = useTranslation();
  const { data } = useCompletion();
  if (!data) return null;
  const missing = data.remaining_personal.map((field) => t(`fields.${field}`));
  return (
    <div className={classes.meter}>
      <Text fw={600} aria-hidden>
        {t("wizard.completion", { percent: data.percent })}
      </Text>
      <Progress
        value={data.percent}
        size="lg"
        radius="xl"
        aria-label={t("wizard.completion", { percent: data.percent })}
        color={data.percent >= 80 ? "teal" : "sky"}
      />
      {missing.length > 0 && (
        <Text size="sm" c="dimmed">
          {t("wizard.missing", { fields: missing.join(", ") })}
        </Text>
      )}
    </div>
  );
}
