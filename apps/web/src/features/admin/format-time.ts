/** Date and time in the reader's language, e.g. "22 Nov 2026, 10:15 am". */
export function formatTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === "gu" ? "gu-IN" : "en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}
