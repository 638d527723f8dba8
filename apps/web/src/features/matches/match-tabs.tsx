import { type MatchType, matchTypes } from "@sagpan/contract";
import { useTranslation } from "../../i18n/use-translation.ts";
import classes from "./matches.module.css";

/**
 * Mutual, "My preferences" and "Looking for me": one radio group drawn as a segmented control,
 * in plain markup. Mantine's SegmentedControl measured its segments on the first screen and
 * its chunk cost /matches a long task of its own on a phone.
 */
export function MatchTabs({
  value,
  onChange,
}: {
  value: MatchType;
  onChange: (next: MatchType) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t("matches.tabsLabel")} className={classes.tabs}>
      {matchTypes.map((type) => (
        <label key={type} className={classes.tab} data-active={type === value || undefined}>
          <input
            type="radio"
            name="match-type"
            value={type}
            checked={type === value}
            onChange={() => onChange(type)}
            className={classes.tabInput}
          />
          <span>{t(`matches.types.${type}`)}</span>
        </label>
      ))}
    </div>
  );
}
