import { Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { isLanguage, languages } from "../../i18n/i18n.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { longDate } from "../../lib/dates.ts";
import { translateError } from "../../lib/translate-error.ts";
import { useBlogs } from "./api.ts";
import classes from "./blogs.module.css";

/**
 * /blogs: articles for families and members, open to visitors. The reader's language first,
 * newest first within each language (the server's order); `?in=gu` (the filter's buttons) shows
 * one language only. Not `?lang=`, which a shared link uses to choose the app's language.
 */
export function BlogsPage() {
  const { t, i18n } = useTranslation();
  const blogs = useBlogs();
  const [params, setParams] = useSearchParams();
  const only = params.get("in");
  const shown = isLanguage(only) ? only : null;
  const ordered = blogs.data
    ? [...blogs.data]
        .filter((blog) => !shown || blog.lang === shown)
        .sort((a, b) => Number(b.lang === i18n.language) - Number(a.lang === i18n.language))
    : undefined;
  const choose = (lang: string | null) =>
    setParams(
      (next) => {
        if (lang) next.set("in", lang);
        else next.delete("in");
        return next;
      },
      { replace: true },
    );
  const filterButton = (lang: string | null, label: string) => (
    <Button
      key={lang ?? "all"}
      size="compact-sm"
      variant={shown === lang ? "filled" : "default"}
      aria-pressed={shown === lang}
      onClick={() => choose(lang)}
    >
      {label}
    </Button>
  );
  return (
    <main className={classes.page}>
      <Stack gap="lg">
        <Title order={1} className={classes.title}>
          {t("blogs.title")}
        </Title>
        <Group gap="xs" role="group" aria-label={t("blogs.filter")}>
          {filterButton(null, t("blogs.allLanguages"))}
          {[i18n.language, ...languages.filter((l) => l !== i18n.language)]
            .filter(isLanguage)
            .map((lang) => filterButton(lang, t(`lang.${lang}`)))}
        </Group>
        {blogs.isPending && <Loader size="sm" aria-label={t("app.loading")} />}
        {blogs.isError && <Text role="alert">{translateError(t, blogs.error)}</Text>}
        {ordered?.length === 0 && <Text>{t("blogs.empty")}</Text>}
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
