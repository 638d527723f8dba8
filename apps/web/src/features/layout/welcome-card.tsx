import { Button, Group, Text, Title } from "@mantine/core";
import { Link, useLocation, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useSession } from "../../lib/use-session.ts";
import classes from "./layout.module.css";

/**
 * Shown once, right after sign-up: the next step is completing the profile (issue 12). "Later"
 * clears the page's state, so going back does not show it again.
 */
export function WelcomeCard() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const later = () => navigate(location.pathname + location.search, { replace: true, state: null });
  return (
    <section className={classes.welcome} aria-labelledby="welcome-title">
      <Title order={2} size="h3" id="welcome-title">
        {t("welcome.title", { name: session?.name?.split(" ")[0] ?? "" })}
      </Title>
      <Text>{t("welcome.body")}</Text>
      <Group gap="sm">
        <Button component={Link} to="/info?go=0" replace state={null}>
          {t("welcome.cta")}
        </Button>
        <Button variant="subtle" onClick={later}>
          {t("welcome.later")}
        </Button>
      </Group>
    </section>
  );
}
