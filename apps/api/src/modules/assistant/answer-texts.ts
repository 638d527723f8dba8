import type { Lang } from "@sagpan/contract";

type Texts = Record<Lang, string>;
const t = (en: string, gu: string): Texts => ({ en, gu });

/** Every sentence the built-in answerer says, in English and Gujarati. */
export const texts = {
  field: t("{name}'s {label}: {value}.", "{name} — {label}: {value}."),
  work: t("{name} works as {value}{kind}.", "{name}નો વ્યવસાય: {value}{kind}."),
  age: t("{name} is {n} years old.", "{name}ની ઉંમર {n} વર્ષ છે."),
  height: t("{name} is {value} tall.", "{name}ની ઊંચાઈ {value} છે."),
  city: t("{name} lives in {value}.", "{name} હાલ {value}માં રહે છે."),
  fullName: t("The name on this profile is {value}.", "આ પ્રોફાઇલ પર નામ {value} છે."),
  videoYes: t("Yes, {name} has added an intro video.", "હા, {name}એ પરિચય વિડિયો મૂક્યો છે."),
  videoNo: t("{name} has not added an intro video yet.", "{name}એ હજી પરિચય વિડિયો મૂક્યો નથી."),
  pics: t("{name} has {n} photo(s) on the profile.", "{name}ના પ્રોફાઇલ પર {n} ફોટા છે."),
  badgesSome: t("{name}'s verified badges: {value}.", "{name}ના ચકાસાયેલ બેજ: {value}."),
  badgesNone: t(
    "None of {name}'s details that your plan shows are verified yet.",
    "તમારા પ્લાનમાં દેખાતી {name}ની કોઈ વિગત હજી ચકાસાયેલ નથી.",
  ),
  badgesFree: t(
    "Verification badges are shown on the Belief and Trust plans. Upgrade your plan to see them.",
    "ચકાસણી બેજ બિલીફ અને ટ્રસ્ટ પ્લાનમાં દેખાય છે. જોવા માટે તમારો પ્લાન અપગ્રેડ કરો.",
  ),
  badgesBelief: t(
    "Job, income and property badges are shown on the Trust plan; upgrade to see them.",
    "નોકરી, આવક અને મિલકતના બેજ ટ્રસ્ટ પ્લાનમાં દેખાય છે; જોવા માટે અપગ્રેડ કરો.",
  ),
  contactsHiddenPlan: t(
    "Contact details are hidden. Upgrade your plan to view.",
    "સંપર્ક વિગતો છુપાવેલી છે. જોવા માટે તમારો પ્લાન અપગ્રેડ કરો.",
  ),
  contactsHiddenVerify: t(
    "Only verified members can view contacts. Verify your ID (menu → Complete ID Verification) to see them.",
    "સંપર્ક ફક્ત ચકાસાયેલ સભ્યો જોઈ શકે છે. જોવા માટે તમારી ઓળખ ચકાસાવો (મેનૂ → ઓળખ ચકાસણી પૂરી કરો).",
  ),
  contactsHiddenTarget: t(
    "{name} has not verified their ID yet. The Belief plan shows contacts of ID-verified members.",
    "{name}એ હજી પોતાની ઓળખ ચકાસાવી નથી. બિલીફ પ્લાનમાં ઓળખ ચકાસાયેલ સભ્યોના જ સંપર્ક દેખાય છે.",
  ),
  noContacts: t("No contacts available.", "કોઈ સંપર્ક ઉપલબ્ધ નથી."),
  contacts: t("{name}'s contacts: {value}", "{name}ના સંપર્કો: {value}"),
  neverShared: t(
    "Email addresses and documents are never shared here. Send a chat request to talk to the family.",
    "ઈમેલ અને દસ્તાવેજો અહીં ક્યારેય બતાવાતા નથી. પરિવાર સાથે વાત કરવા ચેટ વિનંતી મોકલો.",
  ),
  noPoints: t(
    "Gun Milan needs a bride and a groom with a rashi or birth details; it is not available for this pair.",
    "ગુણ મેળાપ માટે વર અને કન્યા બંનેની રાશિ કે જન્મ વિગતો જોઈએ; આ જોડી માટે ઉપલબ્ધ નથી.",
  ),
  pointsTotal: t(
    "You match {total} of {max} gunas ({band}).",
    "આપના {max}માંથી {total} ગુણ મળે છે ({band}).",
  ),
  pointsWeak: t("Weak kootas: {value}.", "નબળા કૂટ: {value}."),
  pointsDoshas: t("Doshas: {value}.", "દોષ: {value}."),
  pointsNoDosha: t("No nadi or bhakoot dosha.", "નાડી કે ભકૂટ દોષ નથી."),
  cancelled: t("cancelled: {value}", "રદ: {value}"),
  present: t("present", "હાજર"),
  greeting: t(
    "Namaste! Ask me about {name}: work, education, family or your Gun Milan.",
    "નમસ્તે! {name} વિશે પૂછો: કામ, અભ્યાસ, પરિવાર કે આપનો ગુણ મેળાપ.",
  ),
  thanks: t("You're welcome!", "આપનો આભાર!"),
  unknown: t(
    "Sorry, I did not understand. You can ask, for example:",
    "માફ કરશો, હું સમજ્યો નહીં. તમે આવું પૂછી શકો:",
  ),
  planSays: t(
    "On {plan}, {name}'s profile says: {quotes}",
    "{plan} વિશે {name}ની પ્રોફાઇલમાં લખ્યું છે: {quotes}",
  ),
  planSilent: t(
    "{name}'s profile does not say {whether}. You could ask the family when you talk.",
    "{name}ની પ્રોફાઇલમાં {whether} વિશે કંઈ લખ્યું નથી. વાત થાય ત્યારે પરિવારને પૂછી શકો.",
  ),
  blocked: t("This profile is not available.", "આ પ્રોફાઇલ ઉપલબ્ધ નથી."),
  chips: {
    en: [
      "What does {p} do?",
      "How many gunas do we match?",
      "Tell me about the family",
      "Is {p} vegetarian?",
    ],
    gu: ["શું કામ કરે છે?", "આપણા કેટલા ગુણ મળે છે?", "ઘરમાં કોણ કોણ છે?", "શાકાહારી છે?"],
  } satisfies Record<Lang, string[]>,
};

export const kootaNames: Record<string, Texts> = {
  varna: t("Varna", "વર્ણ"),
  vashya: t("Vashya", "વશ્ય"),
  tara: t("Tara", "તારા"),
  yoni: t("Yoni", "યોનિ"),
  graha_maitri: t("Graha Maitri", "ગ્રહ મૈત્રી"),
  gana: t("Gana", "ગણ"),
  bhakoot: t("Bhakoot", "ભકૂટ"),
  nadi: t("Nadi", "નાડી"),
};

export const bandNames: Record<string, Texts> = {
  excellent: t("excellent match", "ઉત્તમ મેળ"),
  good: t("good match", "સારો મેળ"),
  average: t("average match", "સામાન્ય મેળ"),
  not_recommended: t("not recommended", "ભલામણ કરેલ નથી"),
};

export const doshaNames: Record<string, Texts> = {
  nadi: t("Nadi dosha", "નાડી દોષ"),
  bhakoot: t("Bhakoot dosha", "ભકૂટ દોષ"),
  mangal: t("Mangal dosha", "મંગળ દોષ"),
};

export const reasonNames: Record<string, Texts> = {
  same_rashi_different_nakshatra: t("same rashi, different nakshatras", "એક જ રાશિ, જુદાં નક્ષત્ર"),
  same_nakshatra_different_rashi: t("same nakshatra, different rashis", "એક જ નક્ષત્ર, જુદી રાશિ"),
  same_nakshatra_different_pada: t("same nakshatra, different padas", "એક જ નક્ષત્ર, જુદાં ચરણ"),
  same_rashi_lord: t("both rashis have the same lord", "બંને રાશિના સ્વામી એક જ છે"),
  friendly_rashi_lords: t("the rashi lords are friends", "બંને રાશિના સ્વામી મિત્ર છે"),
  both_manglik: t("both are manglik", "બંને મંગળિક છે"),
};

export const badgeNames: Record<string, Texts> = {
  id: t("ID", "ઓળખ"),
  job: t("job", "નોકરી"),
  income: t("income", "આવક"),
  property: t("property", "મિલકત"),
};

export const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ""));
