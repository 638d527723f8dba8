import { type EssentialField, essentialFields, type ProfileFields } from "@sagpan/contract";
import { type Section, sections } from "./profile-fields.ts";

/**
 * The one weight table of the profile score (0–100). Sections count by the share of their
 * fields filled; contacts are worth 20, as the add-contacts page promises.
 */
export const scoreWeights = {
  personal: 10,
  work: 8,
  family: 8,
  preferences: 5,
  astrology: 6,
  photo: 10,
  video: 5,
  contacts: 20,
  idVerified: 12,
  jobVerified: 7,
  incomeVerified: 5,
  propertyVerified: 4,
} as const;

export interface ScoreInput {
  fields: ProfileFields;
  hasPhoto: boolean;
  hasVideo: boolean;
  hasContacts: boolean;
  idVerified: boolean;
  jobVerified: boolean;
  incomeVerified: boolean;
  propertyVerified: boolean;
}

const filled = (value: unknown) => value !== null && value !== undefined && value !== "";

/** The essentials still empty: the profile is listed to others once there are none. */
export function missingEssentials(fields: ProfileFields): EssentialField[] {
  return essentialFields.filter((name) => {
    const value = fields[name];
    return typeof value === "string" ? value.trim() === "" : !filled(value);
  });
}

export function missingFields(fields: ProfileFields, section: Section): string[] {
  return sections[section].filter((name) => !filled(fields[name]));
}

/** The fields of a section still to fill in; birth name and birth time/place are alternatives. */
export function stillMissing(fields: ProfileFields, section: Section): string[] {
  // Either one gives Gun Milan, so either one completes it.
  return missingFields(fields, section).filter(
    (name) =>
      !(section === "astrology" && name === "birth_name" && filled(fields.birth_time)) &&
      !(
        section === "astrology" &&
        (name === "birth_time" || name === "birth_place") &&
        filled(fields.birth_name)
      ),
  );
}

export function sectionShare(fields: ProfileFields, section: Section): number {
  const all = sections[section];
  return (all.length - stillMissing(fields, section).length) / all.length;
}

/**
 * How much of the profile the member has filled in: every field of the five /info steps and a
 * photo, counted alike. Not the profile score, which also counts contacts, a video and the
 * verifications: after all five steps the score alone is about 37, and a meter showing it as
 * "complete" told new members they had hardly started.
 */
export function profileCompletion(fields: ProfileFields, hasPhoto: boolean) {
  const all = Object.keys(sections) as Section[];
  const remaining = all.flatMap((section) => stillMissing(fields, section));
  if (!hasPhoto) remaining.push("photo");
  const total = all.reduce((sum, section) => sum + sections[section].length, 0) + 1;
  return { percent: Math.round((100 * (total - remaining.length)) / total), remaining };
}

export function profileScore(input: ScoreInput): number {
  let score = 0;
  for (const section of Object.keys(sections) as Section[]) {
    score += scoreWeights[section] * sectionShare(input.fields, section);
  }
  if (input.hasPhoto) score += scoreWeights.photo;
  if (input.hasVideo) score += scoreWeights.video;
  if (input.hasContacts) score += scoreWeights.contacts;
  if (input.idVerified) score += scoreWeights.idVerified;
  if (input.jobVerified) score += scoreWeights.jobVerified;
  if (input.incomeVerified) score += scoreWeights.incomeVerified;
  if (input.propertyVerified) score += scoreWeights.propertyVerified;
  return Math.min(100, Math.round(score));
}
