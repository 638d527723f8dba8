/** The password-reset mail in the member's language. */
export function resetMail(link: string, lang: "en" | "gu"): { subject: string; body: string } {
  if (lang === "gu") {
    return {
      subject: "સગપણ: તમારો પાસવર્ડ ફરીથી સેટ કરો",
      body: `નમસ્તે,\n\nતમારો પાસવર્ડ ફરીથી સેટ કરવા માટે આ લિંક ખોલો (30 મિનિટ માટે માન્ય):\n${link}\n\nજો તમે આ વિનંતી ન કરી હોય, તો આ ઇમેઇલને અવગણો.\n\nસગપણ`,
    };
  }
  return {
    subject: "Sagpan: reset your password",
    body: `Hello,\n\nOpen this link to set a new password (valid for 30 minutes):\n${link}\n\nIf you did not ask for this, ignore this email; your password stays the same.\n\nSagpan`,
  };
}
