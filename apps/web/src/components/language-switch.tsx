import { UnstyledButton } from "@mantine/core";
import { changeLanguage, currentLanguage, type Language } from "../i18n/i18n.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import classes from "./language-switch.module.css";

/** Each language is named in its own script, so the names are the same in both bundles. */
const options: { lang: Language; name: string; short: string }[] = [
  { lang: "en", name: "English", short: "EN" },
  { lang: "gu", name: "ગુજરાતી", short: "ગુ" },
];

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n);
  return (
    <fieldset className={classes.root}>
      <legend className={classes.legend}>{t("lang.label")}</legend>
      {options.map((option) => (
        <UnstyledButton
          key={option.lang}
          className={classes.option}
          lang={option.lang}
          // The short form a phone shows is in the name too (WCAG 2.5.3, Label in Name: a voice
          // user says "EN").
          aria-label={`${option.name} ${option.short}`}
          aria-pressed={active === option.lang}
          data-active={active === option.lang || undefined}
          onClick={() => void changeLanguage(option.lang)}
        >
          {option.lang === "gu" && active !== "gu" ? (
            // On a page in English the Gujarati name is a drawing (scripts/gujarati-glyphs.mjs):
            // as text it alone made the page download the Gujarati web font.
            <>
              <span className={`${classes.full} ${classes.drawn}`} aria-hidden />
              <span
                className={`${classes.short} ${classes.drawn} ${classes.drawnShort}`}
                aria-hidden
              />
            </>
          ) : (
            <>
              <span className={classes.full}>{option.name}</span>
              <span className={classes.short} aria-hidden>
                {option.short}
              </span>
            </>
          )}
        </UnstyledButton>
      ))}
    </fieldset>
  );
}
