import type { NotificationKind } from "@sagpan/contract";
import type { MailLang } from "../mail/templates.ts";

/*
 * Each event in words for mail and push, in the member's language: the same sentences the web
 * app's /notifications shows (apps/web/src/features/notifications/describe.ts and the i18n
 * files), and the same places a tap opens.
 */

type Data = Record<string, string | number | boolean | null>;

const documents: Record<MailLang, Record<string, string>> = {
  en: {
    GovID: "ID proof",
    JobID: "job proof",
    SalaryID: "income proof",
    PropertyDoc: "property document",
  },
  gu: {
    GovID: "ઓળખનો પુરાવો",
    JobID: "નોકરીનો પુરાવો",
    SalaryID: "આવકનો પુરાવો",
    PropertyDoc: "મિલકતનો દસ્તાવેજ",
  },
};

/** `manager_joined` names who joined by their relation to the member. */
const managerJoined: Record<MailLang, Record<string, string>> = {
  en: {
    parent: "Your parent now helps manage your profile",
    sibling: "Your brother or sister now helps manage your profile",
    relative: "A relative of yours now helps manage your profile",
    friend: "Your friend now helps manage your profile",
  },
  gu: {
    parent: "હવે તમારાં માતા-પિતા તમારી પ્રોફાઇલ સંભાળવામાં મદદ કરે છે",
    sibling: "હવે તમારાં ભાઈ કે બહેન તમારી પ્રોફાઇલ સંભાળવામાં મદદ કરે છે",
    relative: "હવે તમારા એક સગા તમારી પ્રોફાઇલ સંભાળવામાં મદદ કરે છે",
    friend: "હવે તમારા એક મિત્ર તમારી પ્રોફાઇલ સંભાળવામાં મદદ કરે છે",
  },
};

const sentences: Record<
  MailLang,
  Record<NotificationKind, (name: string, data: Data, doc: string) => string>
> = {
  en: {
    interest_received: (n) => `${n} sent you an interest`,
    interest_accepted: (n) => `${n} accepted your interest`,
    chat_request_received: (n) => `${n} wants to chat with you`,
    chat_request_accepted: (n) => `${n} accepted your chat request`,
    message: (n) => `${n} sent you a message`,
    profile_viewed: (n) => (n ? `${n} viewed your profile` : "Someone viewed your profile"),
    photo_request_received: (n) => `${n} asked to see your photos`,
    photo_request_accepted: (n) => `${n} shared their photos with you`,
    document_approved: (_, __, doc) => `Your ${doc} has been verified`,
    document_rejected: (_, __, doc) => `Your ${doc} could not be verified. Please upload it again.`,
    plan_activated: (_, d) => `Your ${d.plan} plan is active`,
    plan_expiring: (_, d) => `Your ${d.plan} plan ends soon`,
    recommendations_ready: (_, d) => `New recommendations for you: ${d.count}`,
    saved_search_matches: (_, d) => `New profiles for your saved search: ${d.count}`,
    manager_joined: (_, d) =>
      managerJoined.en[String(d.relation)] ?? "A family member now helps manage your profile",
    data_export_ready: () => "Your data is ready to download",
  },
  gu: {
    interest_received: (n) => `${n}એ તમને માગું મોકલ્યું`,
    interest_accepted: (n) => `${n}એ તમારું માગું સ્વીકાર્યું`,
    chat_request_received: (n) => `${n} તમારી સાથે ચેટ કરવા માંગે છે`,
    chat_request_accepted: (n) => `${n}એ તમારી ચેટ વિનંતી સ્વીકારી`,
    message: (n) => `${n}એ તમને સંદેશ મોકલ્યો`,
    profile_viewed: (n) => (n ? `${n}એ તમારી પ્રોફાઇલ જોઈ` : "કોઈએ તમારી પ્રોફાઇલ જોઈ"),
    photo_request_received: (n) => `${n} તમારા ફોટા જોવા માંગે છે`,
    photo_request_accepted: (n) => `${n}એ પોતાના ફોટા તમને બતાવ્યા`,
    document_approved: (_, __, doc) => `તમારો ${doc} ચકાસાઈ ગયો છે`,
    document_rejected: (_, __, doc) => `તમારો ${doc} ચકાસી શકાયો નહીં. કૃપા કરીને ફરી અપલોડ કરો.`,
    plan_activated: (_, d) => `તમારો ${d.plan} પ્લાન ચાલુ થઈ ગયો છે`,
    plan_expiring: (_, d) => `તમારો ${d.plan} પ્લાન થોડા દિવસમાં પૂરો થાય છે`,
    recommendations_ready: (_, d) => `તમારા માટે નવી ભલામણો: ${d.count}`,
    saved_search_matches: (_, d) => `તમારી સાચવેલી શોધ માટે નવી પ્રોફાઇલ: ${d.count}`,
    manager_joined: (_, d) =>
      managerJoined.gu[String(d.relation)] ?? "હવે પરિવારના એક સભ્ય તમારી પ્રોફાઇલ સંભાળવામાં મદદ કરે છે",
    data_export_ready: () => "તમારી માહિતી ડાઉનલોડ કરવા તૈયાર છે",
  },
};

export function sentenceFor(
  lang: MailLang,
  kind: NotificationKind,
  actorName: string | null,
  data: Data,
): string {
  const doc = documents[lang][String(data.document ?? "GovID")] ?? documents[lang].GovID!;
  return sentences[lang][kind](actorName ?? "", data, doc);
}
