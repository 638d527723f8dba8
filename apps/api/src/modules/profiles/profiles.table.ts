import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

/** One profile per member account; the id is the user id so no join is needed to find it. */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    lastName: text("last_name").notNull(),
    gender: text("gender", { enum: ["male", "female"] }).notNull(),
    birthdate: date("birthdate").notNull(),
    maritalStatus: text("marital_status"),
    height: smallint("height"),
    currentCity: text("current_city"),
    bloodgroup: text("bloodgroup"),
    work: text("work"),
    occupation: text("occupation"),
    annualIncome: integer("annual_income"),
    education: text("education"),
    degree: text("degree"),
    careerGoals: text("career_goals"),
    propertyDetails: text("property_details"),
    numberOfSiblings: smallint("number_of_siblings"),
    siblingsDetails: text("siblings_details"),
    fatherOccupation: text("father_occupation"),
    motherOccupation: text("mother_occupation"),
    mamkul: text("mamkul"),
    familyFinancialStatus: text("family_financial_status"),
    familyType: text("family_type"),
    familyValues: text("family_values"),
    hobbiesAndInterests: text("hobbies_and_interests"),
    aboutme: text("aboutme"),
    dietaryPreferences: text("dietary_preferences"),
    drinkingHabits: text("drinking_habits"),
    smokingHabits: text("smoking_habits"),
    expectation: text("expectation"),
    typeOfMarriageCeremony: text("type_of_marriage_ceremony"),
    interestInContinuingEducation: boolean("interest_in_continuing_education"),
    rashi: text("rashi"),
    gotra: text("gotra"),
    mangalDosh: boolean("mangal_dosh"),
    birthTime: text("birth_time"),
    birthPlace: text("birth_place"),
    birthTimezone: text("birth_timezone"),
    birthName: text("birth_name"),
    nakshatra: smallint("nakshatra"),
    pada: smallint("pada"),
    moonRashi: smallint("moon_rashi"),
    moonDegree: real("moon_degree"),
    // The Moon position as one number for Gun Milan ordering (see profiles.repository's
    // rankedByGun): nakshatra, pada and half of the sign (Dhanu/Makar vashya changes at 15°),
    // 1–324; 0 without a chart. Kept by the database, so it never disagrees with the columns.
    moonSlot: smallint("moon_slot")
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(nakshatra * 12 + pada * 3 + (case when moon_degree is null then 0 when moon_degree < 15 then 1 else 2 end) - 14, 0)`,
      ),
    // Generated avatar (SVG path under /api/v1/files) until the member uploads photos.
    avatarUrl: text("avatar_url"),
    videoIntro: text("video_intro"),
    // Kept here by the pictures module so lists need no join to show or filter on a photo.
    primaryPicId: text("primary_pic_id"),
    idVerified: boolean("id_verified").notNull().default(false),
    jobVerified: boolean("job_verified").notNull().default(false),
    incomeVerified: boolean("income_verified").notNull().default(false),
    propertyVerified: boolean("property_verified").notNull().default(false),
    score: smallint("score").notNull().default(0),
    // The community group (samaj, region) an admin placed the profile in; a list filter.
    usergroup: text("usergroup"),
    // Matchmaking (issue 20): a level to match on beside the free-text education, the vatan,
    // the sub-community and the languages spoken.
    educationLevel: text("education_level"),
    nativePlace: text("native_place"),
    subCommunity: text("sub_community"),
    languages: text("languages").array(),
    // The short number families quote and search by (`SG-10234`), given in order of joining.
    // Whether a viewer fits this member's deal-breakers, as ranges and accepted values the
    // database can read and index (matchmaking/fit-columns.ts writes them with the preferences;
    // these defaults accept anyone).
    fitAgeMin: smallint("fit_age_min").notNull().default(-1),
    fitAgeMax: smallint("fit_age_max").notNull().default(32000),
    fitHeightMin: smallint("fit_height_min").notNull().default(-1),
    fitHeightMax: smallint("fit_height_max").notNull().default(32000),
    fitIncomeMin: integer("fit_income_min").notNull().default(-1),
    fitMinGun: real("fit_min_gun").notNull().default(-1),
    fitGotra: boolean("fit_gotra").notNull().default(false),
    fitKeys: text("fit_keys")
      .array()
      .notNull()
      .default(
        sql`'{maritial_status=*,dietary_preferences=*,city=*,education_level=*,work=*,sub_community=*,native_place=*,smoking=*,drinking=*,mangal_dosh=*}'::text[]`,
      ),
    // The profile's own values a partner preference lists, one `name=value` each (free text as
    // match-rules.ts `normal` writes it, blanks left out): "they fit my preferences" is then an
    // overlap with the viewer's accepted values, which the GIN index below answers for the
    // rare values (a sub-community, a city) that make a list short (matches.repository).
    factKeys: text("fact_keys")
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`array_remove(array['maritial_status=' || marital_status, 'dietary_preferences=' || dietary_preferences, 'city=' || nullif(lower(regexp_replace(current_city, '[[:space:]]+', '', 'g')), ''), 'education_level=' || education_level, 'work=' || work, 'sub_community=' || nullif(lower(regexp_replace(sub_community, '[[:space:]]+', '', 'g')), ''), 'native_place=' || nullif(lower(regexp_replace(native_place, '[[:space:]]+', '', 'g')), ''), 'smoking=' || smoking_habits, 'drinking=' || drinking_habits], null)`,
      ),
    // Whether the essentials are filled (the contract's essentialFields: name, birth date and
    // gender are required columns already), so lists, matches and recommendations show only
    // such profiles (profiles.repository `inLists`). Kept by the database like moon_slot.
    listed: boolean("listed")
      .notNull()
      .generatedAlwaysAs(
        sql`btrim(name) <> '' and btrim(coalesce(marital_status, '')) <> '' and btrim(coalesce(current_city, '')) <> '' and btrim(coalesce(education, '')) <> '' and btrim(coalesce(work, '')) <> ''`,
      ),
    memberNo: integer("member_no").notNull().generatedAlwaysAsIdentity({ startWith: 10001 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list page's default: one gender, newest first.
    index("profiles_gender_created_idx").on(
      t.gender,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex("profiles_member_no_idx").on(t.memberNo),
    // "They fit my preferences" when few do (a sub-community, a city, a diet): the values of
    // every profile a preference can list (matches.repository). fit_keys has no index: every
    // member accepts `*` for most lists, so "I fit their preferences" passes 15–50 % of a
    // gender and an index on it read more than the newest-first walk (docs/performance.md).
    index("profiles_fact_keys_idx").using("gin", t.factKeys),
    index("profiles_usergroup_idx").on(t.usergroup, t.gender),
    index("profiles_city_idx").on(sql`lower(${t.currentCity})`),
    index("profiles_birthdate_idx").on(t.gender, t.birthdate),
    index("profiles_updated_idx").on(
      t.gender,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Best Gun Milan first walks the viewer's Moon positions from the best score down and
    // reads each position's newest candidates here, stopping once the page is full.
    index("profiles_moon_slot_idx").on(
      t.gender,
      t.moonSlot,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
