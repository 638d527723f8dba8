import type { Subject } from "./synonyms.ts";

/** Topics that are not a profile field: answered without facts, with empty `sources`. */
export const replyOnlyTopics = new Set(["greeting", "thanks", "email", "documents"]);

const personFields: Record<string, string[]> = {
  work: ["occupation", "work"],
  education: ["education", "degree"],
  degree: ["degree", "education"],
  siblings_count: ["number_of_siblings", "siblings_details"],
  family_size: ["family_type", "number_of_siblings"],
};

/**
 * The profile fields that answer a topic about a subject: "what does she do" is
 * `occupation`, "what does her mother do" `mother_occupation` (the trial's commonest error).
 */
export function fieldsFor(topic: string | null, subject: Subject | null, counting: boolean) {
  if (topic === "contact") return ["contact"];
  if (topic !== null && replyOnlyTopics.has(topic)) return [];
  // "Will she live with her mother-in-law?" is about her plans, whoever else it names.
  if (topic?.startsWith("plan_")) return [topic];
  switch (subject) {
    case "father":
      return ["father_occupation"];
    case "mother":
      return ["mother_occupation"];
    case "us":
      return ["points"];
    case "siblings":
      if (counting || topic === "siblings_count") return ["number_of_siblings", "siblings_details"];
      return topic === null ? ["siblings_details", "number_of_siblings"] : ["siblings_details"];
    case "family":
      if (counting || topic === "family_size") return ["family_type", "number_of_siblings"];
      if (topic === null || topic === "aboutme" || topic === "work")
        return ["family_type", "family_values", "family_financial_status"];
      break;
  }
  if (topic === null) return null;
  return personFields[topic] ?? [topic];
}
