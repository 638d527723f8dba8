import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { applyTextOverrides, currentLanguage } from "../i18n/i18n.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { api } from "../lib/api.ts";
import { useIdle } from "../lib/when-idle.ts";

export const textOverrideKeys = { all: ["ab"] as const, lang: (lang: string) => ["ab", lang] };

/**
 * Server-supplied A/B text (`GET /api/v2/ab?lang=`) replaces bundled labels by i18n key. The
 * last ones received already applied before the first paint (i18n.ts); these are fetched once
 * the first screen is drawn, applied where they changed, and kept for the next visit.
 */
export function useTextOverrides() {
  const { i18n } = useTranslation();
  const idle = useIdle();
  const lang = currentLanguage(i18n);
  const { data } = useQuery({
    queryKey: textOverrideKeys.lang(lang),
    queryFn: ({ signal }) =>
      api.get<{ data: Record<string, string> }>("/api/v2/ab", { lang }, signal).then((r) => r.data),
    staleTime: 10 * 60_000,
    retry: false,
    enabled: idle,
  });
  useEffect(() => {
    if (data) applyTextOverrides(lang, data, { remember: true });
  }, [data, lang]);
}
