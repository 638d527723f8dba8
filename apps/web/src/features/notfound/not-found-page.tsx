import { Button, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import notFoundImage from "../../assets/not-found.svg";
import { useTranslation } from "../../i18n/use-translation.ts";

/** Any path without a page: the 404 illustration and a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" px="md" py="xl" ta="center">
      <img src={notFoundImage} alt={t("notFound.imageAlt")} width={320} height={220} />
      <Title order={1} size="h2" c="var(--sg-heading)">
        {t("notFound.title")}
      </Title>
      <Text>{t("notFound.body")}</Text>
      <Button component={Link} to="/">
        {t("notFound.home")}
      </Button>
    </Stack>
  );
}
