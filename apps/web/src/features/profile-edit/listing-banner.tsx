import { Alert, Anchor, Text } from "@mantine/core";
import { IconEyeOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useCompletion } from "./api.ts";
import { wizardSteps } from "./wizard-steps.ts";

/** The wizard step that asks for a field (the first step for name, birth date and gender). */
const stepOf = (field: string) =>
  Math.max(
    0,
    wizardSteps.findIndex((step) => step.fields.some((f) => f.name === field)),
  );

/**
 * Until a member's essentials are filled, others' lists, matches and recommendations leave the
 * profile out (business-rules.md "Matchmaking"). This says so, names what is missing and links
 * to the wizard step that asks for the first of them. Nothing once they are filled.
 */
export function ListingBanner() {
  const { t } = useTranslation();
  const { data } = useCompletion();
  const missing = data?.missing_essentials ?? [];
  if (missing.length === 0) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconEyeOff size={20} aria-hidden />}
      title={t("listing.title")}
      mb="md"
    >
      <Text size="sm">
        {t("listing.missing", { fields: missing.map((f) => t(`fields.${f}`)).join(", ") })}
      </Text>
      <Anchor component={Link} to={`/info?go=${stepOf(missing[0]!)}`} size="sm" fw={600}>
        {t("listing.fill")}
      </Anchor>
    </Alert>
  );
}
