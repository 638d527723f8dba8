import { Loader, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { longDate } from "../../lib/dates.ts";
import { translateError } from "../../lib/translate-error.ts";
import { useBlogs } from "./api.ts";
import classes from "./blogs.module.css";

/** /blogs: articles for families and members, open to visitors. */
export function BlogsPage() {
  const { t, i18n } = useTranslation();
  const blogs = useBlogs();
  // The reader's language first, newest first within each language (the server's order).
  const ordered = blogs.data
    ? [...blogs.data].sort(
        (a, b) => Number(b.lang === i18n.language) - Number(a.lang === i18n.language),
      )
    : undefined;
  return (
    <main className={classes.page}>
      <Stack gap="lg">
        <Title order={1} className={classes.title}>
          {t("blogs.title")}
        </Title>
        {blogs.isPending && <Loader size="sm" aria-label={t("app.loading")} />}
        {blogs.isError && <Text role="alert">{translateError(t, blogs.error)}</Text>}
        {blogs.data?.length === 0 && <Text>{t("blogs.empty")}</Text>}
        {ordered && ordered.length > 0 && (
          <div className={classes.grid}>
            {ordered.map((blog) => (
              <Link key={blog.id} to={`/blog/${blog.id}`} className={classes.card}>
                {blog.image && (
                  <img src={blog.image} alt="" className={classes.cover} loading="lazy" />
                )}
                <div className={classes.cardBody}>
                  <Title order={2} size="h4" className={classes.title} lang={blog.lang}>
                    {blog.title}
                  </Title>
                  <Text size="xs" c="dimmed" mt={4}>
                    {longDate(blog.published_at, i18n.language)}
                  </Text>
                  <Text size="sm" mt="xs" lineClamp={3} lang={blog.lang}>
                    {blog.summary}
                  </Text>
                </div>
              </Link>
            ))}
          </div>
        )}
      </Stack>
    </main>
  );
}
