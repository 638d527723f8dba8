import { Anchor, Progress, Text } from "@mantine/core";
import { Link } from "react-router";
import type { TFunction } from "../../i18n/translator.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useCompletion } from "./api.ts";
import classes from "./profile-edit.module.css";
import { wizardSteps } from "./wizard-steps.ts";

/** The wizard step of each field, so a missing field links to the step that asks for it. */
const stepOf = new Map<string, number>(
  wizardSteps.flatMap((step, index) => step.fields.map((f) => [f.name as string, index])),
);

/** Three field names at most, then how many more: a new member's list stays short. */
function fieldList(fields: string[], t: TFunction) {
  const shown = fields.slice(0, 3).join(", ");
  return fields.length > 3
    ? `${shown} ${t("wizard.andMore", { count: fields.length - 3 })}`
    : shown;
}

/**
 * How complete my profile is (`GET /api/v1/profile_completion`) and, step by step, what is still
 * missing, each a link to its step (or to the photos page).
 */
export function CompletionMeter() {
  const { t } = useTranslation();
  const { data } = useCompletion();
  if (!data) return null;
  const byStep = wizardSteps.map(() => [] as string[]);
  for (const field of data.remaining) {
    const index = stepOf.get(field);
    if (index !== undefined) byStep[index]!.push(t(`fields.${field}`));
  }
  const needsPhoto = data.remaining.includes("photo");
  const anyMissing = needsPhoto || byStep.some((fields) => fields.length > 0);
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
      {anyMissing ? (
        <>
          <Text size="sm" id="missing-title">
            {t("wizard.missingIntro")}
          </Text>
          <ul className={classes.missing} aria-labelledby="missing-title">
            {byStep.map((fields, index) =>
              fields.length === 0 ? null : (
                <li key={wizardSteps[index]!.key}>
                  <Anchor component={Link} to={`/info?go=${index}`} replace size="sm">
                    {t("wizard.missingStep", {
                      step: t(`wizard.steps.${wizardSteps[index]!.key}`),
                      fields: fieldList(fields, t),
                    })}
                  </Anchor>
                </li>
              ),
            )}
            {needsPhoto && (
              <li>
                <Anchor component={Link} to="/upload/pics" size="sm">
                  {t("wizard.missingPhoto")}
                </Anchor>
              </li>
            )}
          </ul>
        </>
      ) : (
        <Text size="sm">{t("wizard.allFilled")}</Text>
      )}
    </div>
  );
}
