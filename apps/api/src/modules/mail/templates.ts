/**
 * Every mail the app sends, in English and Gujarati, as plain text and as HTML with the same
 * words. Links are absolute (PUBLIC_URL) and shown in full in the text part.
 */
export type MailLang = "en" | "gu";

/** A member's stored language as a mail's: Gujarati when chosen, English otherwise. */
export const mailLang = (lang: string | null | undefined): MailLang =>
  lang === "gu" ? "gu" : "en";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export type MailTemplate =
  | { kind: "password_reset"; link: string }
  | { kind: "welcome"; name: string; link: string }
  | { kind: "account_deleted" }
  | { kind: "plan_started"; plan: "Belief" | "Trust"; endsAt: Date; link: string }
  | {
      kind: "plan_expiring";
      plan: "Belief" | "Trust";
      endsAt: Date;
      link: string;
      /** The signed /member link someone in the family can pay from without signing in. */
      payLink?: string;
    }
  | { kind: "confirm_email"; name: string; link: string }
  | { kind: "sign_up_attempt"; signInLink: string; resetLink: string }
  /** A member asks a family member to help manage their profile (managers module). */
  | {
      kind: "manager_invite";
      memberName: string;
      relation: "parent" | "sibling" | "relative" | "friend";
      link: string;
    }
  /** "My data": the member's ZIP is ready on the settings page until `expiresAt`. */
  | { kind: "data_export_ready"; expiresAt: Date; link: string }
  /** One event mailed on its own (an instant notification). */
  | { kind: "notification"; line: MailLine; settingsLink: string; unsubscribeLink: string }
  /** The daily or weekly digest: what happened since the last one. */
  | {
      kind: "notification_digest";
      period: "daily" | "weekly";
      lines: MailLine[];
      link: string;
      settingsLink: string;
      unsubscribeLink: string;
    };

/** An event in words and where it is in the app. */
export interface MailLine {
  text: string;
  link: string;
}

/** How a mail names a manager's relation to the member. */
const relationWords = {
  en: { parent: "parent", sibling: "brother or sister", relative: "relative", friend: "friend" },
  gu: { parent: "માતા-પિતા", sibling: "ભાઈ-બહેન", relative: "સગા", friend: "મિત્ર" },
} as const;

const planNames = {
  en: { Belief: "Belief", Trust: "Trust" },
  gu: { Belief: "બિલીફ", Trust: "ટ્રસ્ટ" },
} as const;

/** 12 March 2027 / 12 માર્ચ, 2027, on Indian time. */
const dateIn = (lang: MailLang, date: Date) =>
  new Intl.DateTimeFormat(lang === "gu" ? "gu-IN" : "en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(date);

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A mail's parts: paragraphs, and at most one button-like link. */
interface Parts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Events, each a line with its link (digests). */
  lines?: MailLine[];
  action?: { label: string; link: string };
  after?: string[];
  signature: string;
}

function render(lang: MailLang, parts: Parts): MailContent {
  const { action } = parts;
  const lines = parts.lines ?? [];
  const textBlocks = [
    parts.greeting,
    ...parts.paragraphs,
    ...(lines.length > 0 ? [lines.map((l) => `- ${l.text}\n  ${l.link}`).join("\n")] : []),
    ...(action ? [`${action.label}:\n${action.link}`] : []),
    ...(parts.after ?? []),
    parts.signature,
  ];
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const button = action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.link)}" style="display:inline-block;background:#b3261e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(action.link)}</p>`
    : "";
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head><body style="margin:0;padding:24px;background:#faf7f2;font-family:'Noto Sans Gujarati','Noto Sans',Arial,sans-serif;font-size:16px;line-height:1.6;color:#1f1f1f"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">${[
    p(parts.greeting),
    ...parts.paragraphs.map(p),
    lines.length > 0
      ? `<ul style="margin:0 0 16px;padding-left:20px">${lines
          .map(
            (l) =>
              `<li style="margin:0 0 8px"><a href="${escapeHtml(l.link)}" style="color:#b3261e">${escapeHtml(l.text)}</a></li>`,
          )
          .join("")}</ul>`
      : "",
    button,
    ...(parts.after ?? []).map(p),
    p(parts.signature),
  ].join("")}</div></body></html>`;
  return { subject: parts.subject, text: `${textBlocks.join("\n\n")}\n`, html };
}

export function renderMail(template: MailTemplate, lang: MailLang): MailContent {
  const gu = lang === "gu";
  const signature = gu ? "સગપણ" : "Sagpan";
  switch (template.kind) {
    case "password_reset":
      return render(lang, {
        subject: gu ? "સગપણ: તમારો પાસવર્ડ ફરીથી સેટ કરો" : "Sagpan: reset your password",
        greeting: gu ? "નમસ્તે," : "Hello,",
        paragraphs: [
          gu
            ? "તમારો પાસવર્ડ ફરીથી સેટ કરવા માટે આ લિંક ખોલો (30 મિનિટ માટે માન્ય)."
            : "Open this link to set a new password (valid for 30 minutes).",
        ],
        action: { label: gu ? "નવો પાસવર્ડ સેટ કરો" : "Set a new password", link: template.link },
        after: [
          gu
            ? "જો તમે આ વિનંતી ન કરી હોય, તો આ ઇમેઇલને અવગણો; તમારો પાસવર્ડ બદલાશે નહીં."
            : "If you did not ask for this, ignore this email; your password stays the same.",
        ],
        signature,
      });
    case "welcome":
      return render(lang, {
        subject: gu ? "સગપણમાં આપનું સ્વાગત છે" : "Welcome to Sagpan",
        greeting: gu ? `નમસ્તે ${template.name},` : `Hello ${template.name},`,
        paragraphs: [
          gu
            ? "તમારું સગપણ ખાતું બની ગયું છે. ફોટો અને પરિવારની વિગતો ઉમેરશો તો યોગ્ય પાત્રો તમને વહેલા શોધી શકશે."
            : "Your Sagpan account is ready. Add photos and your family's details so the right matches find you sooner.",
        ],
        action: { label: gu ? "પ્રોફાઇલ જુઓ" : "See profiles", link: template.link },
        signature,
      });
    case "account_deleted":
      return render(lang, {
        subject: gu ? "સગપણ: તમારું ખાતું કાઢી નાખવામાં આવ્યું છે" : "Sagpan: your account is deleted",
        greeting: gu ? "નમસ્તે," : "Hello,",
        paragraphs: [
          gu
            ? "તમારી વિનંતી મુજબ તમારું સગપણ ખાતું, પ્રોફાઇલ, ફોટા અને સંદેશા કાઢી નાખવામાં આવ્યા છે."
            : "As you asked, your Sagpan account, profile, photos and messages have been deleted.",
          gu
            ? "કાયદા મુજબ ખાતું બનાવ્યાનો સમય અને IP સરનામું એક વર્ષ સુધી રાખવામાં આવે છે, પછી તે પણ ભૂંસી નાખવામાં આવે છે."
            : "As the law asks, the time and IP address the account was made from are kept for one year, then erased too.",
        ],
        signature,
      });
    case "plan_started": {
      const plan = planNames[lang][template.plan];
      const until = dateIn(lang, template.endsAt);
      return render(lang, {
        subject: gu ? `સગપણ: તમારો ${plan} પ્લાન શરૂ થયો` : `Sagpan: your ${plan} plan has started`,
        greeting: gu ? "નમસ્તે," : "Hello,",
        paragraphs: [
          gu
            ? `આભાર! તમારો ${plan} પ્લાન ${until} સુધી ચાલુ રહેશે.`
            : `Thank you! Your ${plan} plan runs until ${until}.`,
        ],
        action: { label: gu ? "તમારો પ્લાન જુઓ" : "See your plan", link: template.link },
        signature,
      });
    }
    case "data_export_ready": {
      const until = dateIn(lang, template.expiresAt);
      return render(lang, {
        subject: gu
          ? "સગપણ: તમારી માહિતી ડાઉનલોડ કરવા તૈયાર છે"
          : "Sagpan: your data is ready to download",
        greeting: gu ? "નમસ્તે," : "Hello,",
        paragraphs: [
          gu
            ? `તમે માગેલી તમારી બધી માહિતીની ZIP ફાઇલ તૈયાર છે. સગપણમાં સાઇન ઇન કરીને ${until} સુધી ડાઉનલોડ કરી શકો છો; પછી તે કાઢી નાખવામાં આવશે.`
            : `The ZIP file of your data that you asked for is ready. Sign in to Sagpan to download it until ${until}; after that it is deleted.`,
        ],
        action: { label: gu ? "માહિતી ડાઉનલોડ કરો" : "Download your data", link: template.link },
        signature,
      });
    }
    case "plan_expiring": {
      const plan = planNames[lang][template.plan];
      const until = dateIn(lang, template.endsAt);
      return render(lang, {
        subject: gu
          ? `સગપણ: તમારો ${plan} પ્લાન ${until}એ પૂરો થાય છે`
          : `Sagpan: your ${plan} plan ends on ${until}`,
        greeting: gu ? "નમસ્તે," : "Hello,",
        paragraphs: [
          gu
            ? `તમારો ${plan} પ્લાન ${until}એ પૂરો થાય છે. સંપર્ક વિગતો અને વાતચીત ચાલુ રાખવા માટે પ્લાન સમયસર લંબાવો.`
            : `Your ${plan} plan ends on ${until}. Renew it in time to keep seeing contact details and chatting.`,
        ],
        action: { label: gu ? "પ્લાન લંબાવો" : "Renew your plan", link: template.link },
        ...(template.payLink
          ? {
              after: [
                gu
                  ? `પરિવારમાંથી કોઈ સાઇન ઇન કર્યા વિના આ લિંકથી પ્લાન ભરી શકે છે (બે અઠવાડિયાં માન્ય): ${template.payLink}`
                  : `Someone in your family can pay for the plan from this link without signing in (valid for two weeks): ${template.payLink}`,
              ],
            }
          : {}),
        signature,
      });
    }
    case "notification":
      return render(lang, {
        subject: `${gu ? "સગપણ" : "Sagpan"}: ${template.line.text}`,
        greeting: gu ? "નમસ્તે," : "Hello,",
        paragraphs: [`${template.line.text}.`],
        action: { label: gu ? "સગપણમાં જુઓ" : "See it on Sagpan", link: template.line.link },
        after: [unsubscribeNote(lang, template)],
        signature,
      });
    case "notification_digest": {
      const daily = template.period === "daily";
      return render(lang, {
        subject: gu
          ? daily
            ? "સગપણ: આજના સમાચાર"
            : "સગપણ: આ અઠવાડિયાના સમાચાર"
          : daily
            ? "Sagpan: your news today"
            : "Sagpan: your news this week",
        greeting: gu ? "નમસ્તે," : "Hello,",
        paragraphs: [
          gu
            ? daily
              ? "ગઈ કાલથી સગપણમાં તમારા માટે આ નવું છે:"
              : "ગયા અઠવાડિયે સગપણમાં તમારા માટે આ નવું આવ્યું:"
            : daily
              ? "Here is what is new for you on Sagpan since yesterday:"
              : "Here is what was new for you on Sagpan this week:",
        ],
        lines: template.lines,
        action: { label: gu ? "સગપણ ખોલો" : "Open Sagpan", link: template.link },
        after: [unsubscribeNote(lang, template)],
        signature,
      });
    }
    case "confirm_email":
      return render(lang, {
        subject: gu ? "સગપણ: તમારો ઇમેઇલ પાકો કરો" : "Sagpan: confirm your email",
        greeting: gu ? `નમસ્તે ${template.name},` : `Hello ${template.name},`,
        paragraphs: [
          gu
            ? "સગપણમાં આપનું સ્વાગત છે. કોઈને માગું, ચેટ વિનંતી કે સંદેશો મોકલતાં પહેલાં આ લિંક ખોલીને તમારો ઇમેઇલ પાકો કરો (એક અઠવાડિયું માન્ય)."
            : "Welcome to Sagpan. Open this link to confirm your email before you send anyone an interest, a chat request or a message (valid for a week).",
        ],
        action: { label: gu ? "ઇમેઇલ પાકો કરો" : "Confirm my email", link: template.link },
        after: [
          gu
            ? "જો તમે સગપણ પર ખાતું ન બનાવ્યું હોય, તો આ ઇમેઇલને અવગણો."
            : "If you did not make a Sagpan account, ignore this email.",
        ],
        signature,
      });
    case "manager_invite": {
      const relation = relationWords[lang][template.relation];
      return render(lang, {
        subject: gu
          ? `સગપણ: ${template.memberName} તમને પ્રોફાઇલ સંભાળવા બોલાવે છે`
          : `Sagpan: ${template.memberName} asks you to help manage their profile`,
        greeting: gu ? "નમસ્તે," : "Hello,",
        paragraphs: [
          gu
            ? `${template.memberName}એ તમને (${relation} તરીકે) સગપણ પરની તેમની લગ્ન પ્રોફાઇલ સંભાળવા આમંત્રણ આપ્યું છે. તમારા પોતાના ઇમેઇલ અને પાસવર્ડથી સાઇન ઇન કરીને તમે પ્રોફાઇલ સુધારી શકશો, માગાં જોઈ શકશો અને જવાબ આપી શકશો; તમે જે કરશો તે તમારા નામે નોંધાશે.`
            : `${template.memberName} has invited you, as their ${relation}, to help manage their marriage profile on Sagpan. With your own email and password you can edit the profile, see interests and answer them; what you do is recorded under your name.`,
          gu
            ? "આ લિંક એક જ વાર વાપરી શકાય છે અને 7 દિવસ માટે માન્ય છે."
            : "The link works once and is valid for 7 days.",
        ],
        action: { label: gu ? "આમંત્રણ સ્વીકારો" : "Accept the invitation", link: template.link },
        after: [
          gu
            ? "જો તમે આ વ્યક્તિને ઓળખતા ન હો, તો આ ઇમેઇલને અવગણો; કંઈ બદલાશે નહીં."
            : "If you do not know this person, ignore this email; nothing will change.",
        ],
        signature,
      });
    }
    case "sign_up_attempt":
      return render(lang, {
        subject: gu
          ? "સગપણ: તમારા ઇમેઇલથી નવું ખાતું બનાવવાનો પ્રયાસ"
          : "Sagpan: someone tried to sign up with your email",
        greeting: gu ? "નમસ્તે," : "Hello,",
        paragraphs: [
          gu
            ? "કોઈએ હમણાં તમારા ઇમેઇલથી સગપણ પર નવું ખાતું બનાવવાનો પ્રયાસ કર્યો. તમારું ખાતું પહેલેથી છે, એટલે એ નોંધણી ક્યારેય પાકી નહીં થાય અને કોઈનો સંપર્ક નહીં કરી શકે; તમારા ખાતામાં કંઈ બદલાયું નથી."
            : "Someone just tried to make a new Sagpan account with your email. You already have one, so that registration can never be confirmed or contact anyone, and nothing in your account changed.",
          gu
            ? `જો એ તમે હતા, તો સાઇન ઇન કરો: ${template.signInLink}`
            : `If it was you, sign in: ${template.signInLink}`,
        ],
        action: {
          label: gu ? "પાસવર્ડ ભૂલી ગયા?" : "Forgot your password?",
          link: template.resetLink,
        },
        after: [
          gu
            ? "જો એ તમે ન હતા, તો કંઈ કરવાની જરૂર નથી: કોઈને જાણ થઈ નથી કે તમે સગપણ પર છો."
            : "If it was not you, there is nothing to do: nobody was told that you are on Sagpan.",
        ],
        signature,
      });
  }
}

/** Why the mail came and how to stop it, in the mail itself as well as in its headers. */
function unsubscribeNote(lang: MailLang, links: { settingsLink: string; unsubscribeLink: string }) {
  return lang === "gu"
    ? `આ ઇમેઇલ કેટલી વાર આવે તે અહીં બદલો: ${links.settingsLink} . આવા ઇમેઇલ બંધ કરવા: ${links.unsubscribeLink}`
    : `Choose how often these emails come: ${links.settingsLink} . Stop these emails: ${links.unsubscribeLink}`;
}
