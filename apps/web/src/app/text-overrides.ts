import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { applyTextOverrides, currentLanguage } from "../i18n/i18n.ts";
import { api } from "../lib/api.ts";

/** Server-supplied A/B text (`GET /api/v2/ab?lang=`) replaces bundled labels by i18n key. */
export function useTextOverrides() {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const { data } = useQuery({
    queryKey: ["ab", lang],
    queryFn: ({ signal }) =>
      api.get<{ data: Record<string, string> }>("/api/v2/ab", { lang }, signal).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    if (data) applyTextOverrides(lang, data);
  }, [data, lang]);
}
