export const formatDate = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang === "gu" ? "gu-IN" : "en-IN", { dateStyle: "long" }).format(
    new Date(iso),
  );
