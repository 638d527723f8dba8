import { Anchor, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { longDate } from "../../lib/dates.ts";
import { translateError } from "../../lib/translate-error.ts";
import { useBlog } from "./api.ts";
import classes from "./blogs.module.css";

/** Share links open the network's own share page with this article's address. */
function shareLinks(url: string, title: string, email: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  return [
    { name: "WhatsApp", href: `https://wa.me/?text=${text}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      name: "X",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    { name: email, href: `mailto:?subject=${encodeURIComponent(title)}&body=${u}` },
  ];
}

/** /blog/{id}: one article with share links. */
export function BlogPage() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const blog = useBlog(id);
  const data = blog.data;
  return (
    <main className={classes.page}>
      <Stack gap="md">
        <Anchor component={Link} to="/blogs" size="sm">
          {t("blogs.back")}
        </Anchor>
        {blog.isPending && <Loader size="sm" aria-label={t("app.loading")} />}
        {blog.isError && <Text role="alert">{translateError(t, blog.error)}</Text>}
        {data && (
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
              <Group gap="sm" aria-label={t("blogs.share")} role="group">
                <Text size="sm" fw={600}>
                  {t("blogs.share")}
                </Text>
                {shareLinks(window.location.href, data.title, t("blogs.email")).map((link) => (
                  <Anchor
                    key={link.name}
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                  >
                    {link.name}
                  </Anchor>
                ))}
              </Group>
            </Stack>
          </article>
        )}
      </Stack>
    </main>
  );
}
