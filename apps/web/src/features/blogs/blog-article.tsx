import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { shareUrl, WhatsAppShareButton } from "../../components/whatsapp-share.tsx";
import { currentLanguage } from "../../i18n/i18n.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { longDate } from "../../lib/dates.ts";
import classes from "./blogs.module.css";

/**
 * Share links open the network's own share page with this article's address (WhatsApp, how
 * most families share, is the button beside them).
 */
function shareLinks(url: string, title: string, email: string) {
  const u = encodeURIComponent(url);
  return [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      name: "X",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    { name: email, href: `mailto:?subject=${encodeURIComponent(title)}&body=${u}` },
  ];
}

export interface ArticleData {
  lang: string;
  title: string;
  image: string | null;
  content: string;
  published_at: string;
}

/**
 * One article as readers see it: the public /blog/{id} page and the admin console's live
 * preview draw it with this same component.
 */
export function BlogArticle({ data, share = true }: { data: ArticleData; share?: boolean }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  let links: ReactNode = null;
  if (share) {
    links = (
      <Stack gap="sm" align="flex-start">
        <WhatsAppShareButton text={data.title} />
        <Group gap="sm" aria-label={t("blogs.share")} role="group">
          <Text size="sm" fw={600}>
            {t("blogs.share")}
          </Text>
          {shareLinks(shareUrl(pathname, currentLanguage(i18n)), data.title, t("blogs.email")).map(
            (link) => (
              <Anchor
                key={link.name}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
              >
                {link.name}
              </Anchor>
            ),
          )}
        </Group>
      </Stack>
    );
  }
  return (
    <article lang={data.lang}>
      <Stack gap="md">
        {data.image && <img src={data.image} alt="" className={classes.hero} />}
        <Title order={1} className={classes.title}>
          {data.title}
        </Title>
        <Text size="sm" c="dimmed">
          {longDate(data.published_at, i18n.language)}
        </Text>
        <Text className={classes.content}>{data.content}</Text>
        {links}
      </Stack>
    </article>
  );
}
