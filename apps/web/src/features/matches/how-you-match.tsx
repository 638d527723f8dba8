import { Anchor, Text } from "@mantine/core";
import type { Match, PreferenceName } from "@sagpan/contract";
import { IconCheck, IconX } from "@tabler/icons-react";
import { Link } from "react-router";
import frame from "../../components/list-page.module.css";
import { useTranslation } from "../../i18n/use-translation.ts";
import { matchSummary } from "./match-summary.ts";
import classes from "./matches.module.css";

function Side(props: {
  title: string;
  met: PreferenceName[];
  missed: PreferenceName[];
  none: string;
}) {
  const { t } = useTranslation();
  const rows = [
    ...props.met.map((name) => ({ name, met: true })),
    ...props.missed.map((name) => ({ name, met: false })),
  ];
  return (
    <div className={classes.side}>
      <h3 className={classes.sideTitle}>{props.title}</h3>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.none}
        </Text>
      ) : (
        <ul className={classes.checks}>
          {rows.map(({ name, met }) => (
            <li key={name} className={met ? classes.met : classes.missed}>
              {met ? <IconCheck size={16} aria-hidden /> : <IconX size={16} aria-hidden />}
              <span>{t(`preferences.names.${name}`)}</span>
              <span className={frame.visuallyHidden}>
                : {met ? t("match.met") : t("match.missed")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * "How you match" on another member's profile (issue 20): each of my preferences and each of
 * theirs, met or missed, side by side (one under the other on a phone).
 */
export function HowYouMatch({ match, gender }: { match: Match; gender: "male" | "female" }) {
  const { t } = useTranslation();
  return (
    <section className={classes.howYouMatch} aria-labelledby="how-you-match">
      <h2 className={classes.howTitle} id="how-you-match">
        {t("match.title")}
      </h2>
      <Text size="sm" fw={600} c="var(--sg-nav-active)">
        {matchSummary(t, match, gender)}
      </Text>
      <div className={classes.sides}>
        <Side
          title={t("match.yours")}
          met={match.mine.met}
          missed={match.mine.missed}
          none={t("match.noneYours")}
        />
        <Side
          title={t("match.theirs", { context: gender })}
          met={match.theirs.met}
          missed={match.theirs.missed}
          none={t("match.noneTheirs", { context: gender })}
        />
      </div>
      <Anchor component={Link} to="/info?go=3" size="sm">
        {match.mine.met.length + match.mine.missed.length === 0
          ? t("match.setYours")
          : t("matches.editPreferences")}
      </Anchor>
    </section>
  );
}
