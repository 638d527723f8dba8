import { Anchor, Loader, Stack, Text } from "@mantine/core";
import { Link, useParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { translateError } from "../../lib/translate-error.ts";
import { useBlog } from "./api.ts";
import { BlogArticle } from "./blog-article.tsx";
import classes from "./blogs.module.css";

/** /blog/{id}: one article with share links. */
export function BlogPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const blog = useBlog(id);
  return (
    <main className={classes.page}>
      <Stack gap="md">
        <Anchor component={Link} to="/blogs" size="sm">
          {t("blogs.back")}
        </Anchor>
        {blog.isPending && <Loader size="sm" aria-label={t("app.loading")} />}
        {blog.isError && <Text role="alert">{translateError(t, blog.error)}</Text>}
        {blog.data && <BlogArticle data={blog.data} />}
      </Stack>
    </main>
  );
}
