import { Tabs, Text } from "@mantine/core";
import type { Profile } from "@sagpan/contract";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { type DisplayField, enumerations, useDisplay } from "../../../lib/profile-display.ts";
import classes from "./view.module.css";

/** Long texts take a whole row of the definition list. */
const longFields = new Set<DisplayField>([
  "hobbies_and_interests",
  "career_goals",
  "siblings_details",
  "property_details",
  "expectation",
]);

/**
 * The five tabs of the profile view (spec section 2) and the fields each one lists; About me
 * stands beside the photos instead.
 */
export const detailTabs = [
  {
    key: "personal",
    fields: [
      "age",
      "gender",
      "height",
      "maritial_status",
      "current_city",
      "languages",
      "bloodgroup",
      "dietary_preferences",
      "drinking_habits",
      "smoking_habits",
      "hobbies_and_interests",
      "managed_by",
    ],
  },
  {
    key: "work",
    fields: [
      "work",
      "occupation",
      "annual_income",
      "education_level",
      "education",
      "degree",
      "career_goals",
    ],
  },
  {
    key: "family",
    fields: [
      "father_occupation",
      "mother_occupation",
      "number_of_siblings",
      "siblings_details",
      "family_type",
      "family_values",
      "family_financial_status",
      "sub_community",
      "native_place",
      "property_details",
    ],
  },
  {
    key: "preferences",
    fields: ["expectation", "type_of_marriage_ceremony", "interest_in_continuing_education"],
  },
  {
    key: "astrology",
    fields: [
      "birth_name",
      "birthdate",
      "birth_time",
      "birth_place",
      "rashi",
      "nakshatra",
      "gotra",
      "mamkul",
      "mangal_dosh",
    ],
  },
] as const satisfies readonly { key: string; fields: readonly DisplayField[] }[];

function FieldValue({ profile, field }: { profile: Profile; field: DisplayField }) {
  const { t } = useTranslation();
  const display = useDisplay();
  if (field === "managed_by") {
    return <>{t(`signup.managed.${profile.managed_by}`, { defaultValue: display.na })}</>;
  }
  if (field === "rashi") {
    // The Moon's sign computed from birth details can differ from what the family wrote.
    const computed = profile.moon_rashi ? enumerations.rashi[profile.moon_rashi - 1] : undefined;
    if (computed && !profile.rashi) {
      return <>{t("profileView.rashiComputed", { computed: display.field("rashi", computed) })}</>;
    }
    if (computed && profile.rashi && computed !== profile.rashi) {
      return (
        <>
          {display.field("rashi", profile.rashi)}
          <Text size="sm" c="dimmed" component="span" display="block">
            {t("profileView.rashiDiffers", { computed: display.field("rashi", computed) })}
          </Text>
        </>
      );
    }
  }
  if (field === "nakshatra" && profile.nakshatra !== null) {
    const name = display.nakshatra(profile.nakshatra);
    return (
      <>{profile.pada ? t("profileView.nakshatraPada", { name, pada: profile.pada }) : name}</>
    );
  }
  return <>{display.field(field, profile[field])}</>;
}

/** One definition list per tab, every value through the display rules. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="personal" keepMounted={false} classNames={{ list: classes.tabList }}>
      <Tabs.List>
        {detailTabs.map((tab) => (
          <Tabs.Tab key={tab.key} value={tab.key}>
            {t(`profileView.tabs.${tab.key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {detailTabs.map((tab) => (
        <Tabs.Panel key={tab.key} value={tab.key} className={classes.tabPanel}>
          <dl className={classes.facts}>
            {tab.fields.map((field) => (
              <div key={field} className={longFields.has(field) ? classes.wideFact : undefined}>
                <dt>{t(`fields.${field}`)}</dt>
                <dd>
                  <FieldValue profile={profile} field={field} />
                </dd>
              </div>
            ))}
          </dl>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
