import { Button } from "@mantine/core";
import { IconBrandWhatsapp } from "@tabler/icons-react";
import { useLocation } from "react-router";
import { currentLanguage } from "../i18n/i18n.ts";
import { useTranslation } from "../i18n/use-translation.ts";

/**
 * The address a shared page is opened at: this page without its own query, and in Gujarati
 * with `?lang=gu`, so the link previews (and first opens) in the language it was shared in.
 */
export function shareUrl(path: string, lang: "en" | "gu") {
  const url = new URL(path, window.location.origin);
  if (lang === "gu") url.searchParams.set("lang", "gu");
  return url.toString();
}

/** WhatsApp's share page with the text and the address on a line of its own. */
export const whatsAppHref = (text: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;

/**
 * "Share on WhatsApp", how families pass this page (a blog post, a profile) on: WhatsApp opens (the app on
 * a phone, WhatsApp Web elsewhere) with the page's title and address, which previews with the
 * page's own title and text (the API writes them into the page for crawlers).
 */
export function WhatsAppShareButton({ text }: { text: string }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Button
      component="a"
      href={whatsAppHref(text, shareUrl(pathname, currentLanguage(i18n)))}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      w="fit-content"
      leftSection={<IconBrandWhatsapp size={20} color="#128c7e" aria-hidden />}
    >
      {t("share.whatsapp")}
    </Button>
  );
}
