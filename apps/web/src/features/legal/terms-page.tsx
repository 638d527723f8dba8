import { Button, Loader, Stack, Text, Title } from "@mantine/core";
import { currentLanguage } from "../../i18n/i18n.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { longDate } from "../../lib/dates.ts";
import { useLegal } from "./api.ts";
import { GrievanceOfficer } from "./grievance-officer.tsx";
import classes from "./legal.module.css";

/** /terms-and-conditions: the terms from GET /api/v1/legal in the current language. */
export function TermsPage() {
  const { t, i18n } = useTranslation();
  const legal = useLegal();
  const lang = currentLanguage(i18n);
  const data = legal.data;
  const updated = data ? longDate(data.updated, lang) : "";

  return (
    <article className={classes.page}>
      <Stack gap="lg">
        <Title order={1} className={classes.title}>
          {t("legal.title")}
        </Title>
        {legal.isPending && <Loader size="sm" aria-label={t("app.loading")} />}
        {legal.isError && (
          <Stack align="flex-start">
            <Text role="alert">{t("legal.error")}</Text>
            <Button variant="default" onClick={() => legal.refetch()}>
              {t("profiles.retry")}
            </Button>
          </Stack>
        )}
        {data && (
          <>
            <Text c="dimmed" size="sm">
              {t("legal.version", { version: data.version })} ·{" "}
              {t("legal.updated", { date: updated })}
            </Text>
            {data.sections.map((section) => (
              <section key={section.title.en}>
                <Title order={2} size="h3" className={classes.title} mb="xs">
                  {section.title[lang]}
                </Title>
                <Text className={classes.body}>{section.body[lang]}</Text>
              </section>
            ))}
            <GrievanceOfficer officer={data.grievance_officer} />
          </>
        )}
      </Stack>
    </article>
  );
}
