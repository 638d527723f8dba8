import { Anchor, Stack, Text, Title } from "@mantine/core";
import type { Legal } from "@sagpan/contract";
import { useTranslation } from "../../i18n/use-translation.ts";
import classes from "./legal.module.css";

export function GrievanceOfficer({ officer }: { officer: Legal["grievance_officer"] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className={classes.box} aria-labelledby="grievance-title">
      <Stack gap={4}>
        <Title order={2} size="h4" id="grievance-title" className={classes.title}>
          {t("legal.grievance")}
        </Title>
        <Text size="sm">{t("legal.grievanceIntro")}</Text>
        <Text>
          {t("contact.name")}: {(i18n.language === "gu" && officer.name_gu) || officer.name}
        </Text>
        <Text>
          {t("contact.email")}: <Anchor href={`mailto:${officer.email}`}>{officer.email}</Anchor>
        </Text>
        <Text>
          {t("contact.phone")}: {officer.phone}
        </Text>
        <Text>
          {t("contact.address")}:{" "}
          {(i18n.language === "gu" && officer.address_gu) || officer.address}
        </Text>
      </Stack>
    </section>
  );
}
