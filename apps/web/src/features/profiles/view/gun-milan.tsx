import { Alert, Anchor, Badge, Collapse, Table, Text, UnstyledButton } from "@mantine/core";
import type { Points } from "@sagpan/contract";
import { IconAlertTriangle, IconChevronDown, IconInfoCircle } from "@tabler/icons-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { TFunction } from "../../../i18n/translator.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import classes from "./view.module.css";

/** The eight kootas in the traditional order, 1 to 8 points each (36 in all). */
const kootas = [
  "varna",
  "vashya",
  "tara",
  "yoni",
  "graha_maitri",
  "gana",
  "bhakoot",
  "nadi",
] as const satisfies readonly (keyof Points["max"])[];

type Dosha = Points["doshas"][number];
type Who = "boy" | "girl" | "pair";

const bandColor: Record<NonNullable<Points["band"]>, string> = {
  excellent: "teal",
  good: "sky",
  average: "yellow",
  not_recommended: "red",
};

function doshaTitle(t: TFunction, dosha: Dosha) {
  if (dosha.kind === "nadi") {
    return t("gun.dosha.nadi", { nadi: t(`gun.nadi.${dosha.nadi ?? "unknown"}`) });
  }
  if (dosha.kind === "bhakoot") return t("gun.dosha.bhakoot", { pair: dosha.pair ?? "" });
  return t(`gun.dosha.mangal.${dosha.manglik ?? "both"}`);
}

function BirthDetailsPrompt() {
  const { t } = useTranslation();
  return (
    <Alert color="sky" icon={<IconInfoCircle aria-hidden />} className={classes.gunPrompt}>
      <Anchor component={Link} to="/info?go=4" fw={600}>
        {t("gun.addBirthDetails")}
      </Anchor>
      <Text size="sm" mt={4}>
        {t("gun.addBirthDetailsHint")}
      </Text>
    </Alert>
  );
}

function GunTable({ points }: { points: Points }) {
  const { t } = useTranslation();
  const score = (value: number | null, max: number | null) =>
    value === null || max === null ? t("gun.notScored") : `${value}/${max}`;
  return (
    <Table className={classes.gunTable} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("gun.koota")}</Table.Th>
          <Table.Th scope="col">{t("gun.meaning")}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t("gun.points")}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {kootas.map((koota) => (
          <Table.Tr key={koota}>
            <Table.Th scope="row" fw={600}>
              {t(`gun.kootas.${koota}.name`)}
            </Table.Th>
            <Table.Td c="dimmed" fz="sm">
              {t(`gun.kootas.${koota}.meaning`)}
            </Table.Td>
            <Table.Td ta="right" className={classes.points}>
              {score(points[koota], points.max[koota])}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row" colSpan={2}>
            {t("gun.total")}
          </Table.Th>
          <Table.Td ta="right" fw={700} className={classes.points}>
            {score(points.total, points.max.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

function Findings({ points }: { points: Points }) {
  const { t } = useTranslation();
  const whoLabel = (who: Who) => t(`gun.who.${who}`);
  return (
    <div className={classes.gunFindings}>
      {points.doshas.length > 0 && (
        <section>
          <h3 className={classes.subheading}>{t("gun.doshas")}</h3>
          <ul className={classes.plainList}>
            {points.doshas.map((dosha) => (
              <li key={dosha.kind}>
                <span className={classes.doshaTitle}>{doshaTitle(t, dosha)}</span>{" "}
                <Badge
                  component="span"
                  size="sm"
                  variant="light"
                  color={dosha.cancelled ? "teal" : "red"}
                >
                  {dosha.cancelled ? t("gun.cancelled") : t("gun.present")}
                </Badge>
                {dosha.reasons.length > 0 && (
                  <Text size="sm" c="dimmed">
                    {dosha.reasons.map((reason) => t(`gun.reasons.${reason}`)).join("; ")}
                  </Text>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Text size="sm">{t(`gun.mangal.${points.mangal}`)}</Text>
      {points.same_gotra === true && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          {t("gun.sameGotra")}
        </Alert>
      )}
      {points.basis && (
        <Text size="sm" c="dimmed">
          {t(`gun.basis.${points.basis}`)}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t(`gun.convention.${points.convention}`)}
      </Text>
      {points.warnings.length > 0 && (
        <ul className={classes.plainList}>
          {points.warnings.map((warning) => (
            <li key={`${warning.code}-${warning.who}`}>
              <Text size="sm" c="dimmed">
                {t(`gun.warnings.${warning.code}`, {
                  defaultValue: t("gun.warnings.other"),
                  who: whoLabel(warning.who),
                })}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The collapsible Gun Milan table (spec section 2): the eight kootas with their points, the
 * total out of 36, the band, doshas and their cancellations, the Mangal and gotra checks.
 * Without birth details it asks for them (`/info?go=4`).
 */
export function GunMilan({ points, askBirth }: { points: Points | null; askBirth: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The table and findings are built on first opening, not with the page: most visitors never
  // open them, and they were a good part of the profile page's first render on a slow phone.
  // Kept afterwards so closing still animates.
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const scored = points !== null && points.basis !== null && points.total !== null;
  // No points at all: the pair is not a bride and a groom, so Gun Milan does not apply.
  if (points === null && !askBirth) return null;

  return (
    <section className={classes.section} aria-labelledby={`${panelId}-title`}>
      <h2 className={classes.sectionTitle} id={`${panelId}-title`}>
        {scored ? (
          <UnstyledButton
            className={classes.gunHeader}
            onClick={() => {
              setOpened(true);
              setOpen((o) => !o);
            }}
            aria-expanded={open}
            aria-controls={panelId}
          >
            <span>{t("gun.title")}</span>
            <span className={classes.gunSummary}>
              <span className={classes.gunTotal}>
                {t("gun.totalOf", { total: points.total, max: points.max.total ?? 36 })}
              </span>
              {points.band && (
                <Badge color={bandColor[points.band]} variant="light" component="span">
                  {t(`gun.band.${points.band}`)}
                </Badge>
              )}
              <IconChevronDown
                size={20}
                aria-hidden
                className={classes.chevron}
                data-open={open || undefined}
              />
            </span>
          </UnstyledButton>
        ) : (
          t("gun.title")
        )}
      </h2>
      {(askBirth || !scored) && <BirthDetailsPrompt />}
      {scored && (
        <Collapse expanded={open} id={panelId}>
          {opened && (
            <>
              <GunTable points={points} />
              <Findings points={points} />
            </>
          )}
        </Collapse>
      )}
    </section>
  );
}
