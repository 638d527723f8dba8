import {
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type AdminBlog, blogLimits } from "@sagpan/contract";
import { useState } from "react";
import { Link } from "react-router";
import { currentLanguage } from "../../i18n/i18n.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { dateTime } from "../../lib/dates.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { BlogArticle } from "../blogs/blog-article.tsx";
import classes from "./admin.module.css";
import { uploadBlogImage, useAdminBlogs, useBlogStatus, useSaveBlog } from "./console-api.ts";
import { ListState } from "./list-state.tsx";

type Lang = "en" | "gu";
type Version = { title: string; summary: string; content: string };
type Draft = { id: string | null; image: string | null; en: Version; gu: Version };

const empty: Version = { title: "", summary: "", content: "" };
const filled = (v: Version) => v.title.trim() !== "" || v.content.trim() !== "";
/** The title in the admin's language when the post has one. */
const titleOf = (b: AdminBlog, lang: string) =>
  (lang === "gu" ? (b.gu ?? b.en) : (b.en ?? b.gu))?.title ?? "";

/** Posts for the public blog: write in English and Gujarati, preview, publish or take back. */
export function BlogsTab() {
  const { t } = useTranslation();
  const blogs = useAdminBlogs();
  const [draft, setDraft] = useState<Draft | null>(null);
  if (draft) return <BlogEditor initial={draft} onDone={() => setDraft(null)} />;
  return (
    <>
      <Group mb="md" gap="md">
        <Button onClick={() => setDraft({ id: null, image: null, en: empty, gu: empty })}>
          {t("adminConsole.blogs.new")}
        </Button>
        <Anchor component={Link} to="/blogs">
          {t("adminConsole.blogs.openBlog")}
        </Anchor>
      </Group>
      <ListState
        query={blogs}
        failed={t("adminConsole.blogs.loadFailed")}
        empty={t("adminConsole.blogs.empty")}
      >
        {(items) => (
          <ul className={classes.list} aria-label={t("adminConsole.tabs.blogs")}>
            {items.map((b) => (
              <BlogRow
                key={b.id}
                blog={b}
                onEdit={() =>
                  setDraft({ id: b.id, image: b.image, en: b.en ?? empty, gu: b.gu ?? empty })
                }
              />
            ))}
          </ul>
        )}
      </ListState>
    </>
  );
}

function BlogRow({ blog, onEdit }: { blog: AdminBlog; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const status = useBlogStatus();
  const published = blog.status === "published";
  const title = titleOf(blog, i18n.language);
  const toggle = () =>
    status.mutate(
      { id: blog.id, status: published ? "draft" : "published" },
      {
        onSuccess: () =>
          void notify(
            t(published ? "adminConsole.blogs.unpublished" : "adminConsole.blogs.published"),
            { tone: "success" },
          ),
        onError: (error) => void notifyError(t, error),
      },
    );
  return (
    <li className={classes.row} aria-label={title}>
      <div className={classes.who}>
        <Text fw={600}>{title}</Text>
        <Group gap={6}>
          <Badge color={published ? "teal" : "slate"} variant={published ? "filled" : "light"}>
            {t(`adminConsole.blogs.status.${blog.status}`)}
          </Badge>
          {blog.en && <Badge variant="outline">English</Badge>}
          {blog.gu && <Badge variant="outline">ગુજરાતી</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {t("adminConsole.blogs.updated", { time: dateTime(blog.updated_at, i18n.language) })}
        </Text>
      </div>
      <div className={classes.actions}>
        <Button size="xs" variant="default" onClick={onEdit}>
          {t("adminConsole.blogs.edit")}
        </Button>
        <Button
          size="xs"
          color={published ? "red" : "teal"}
          variant={published ? "light" : "filled"}
          loading={status.isPending}
          onClick={toggle}
        >
          {t(published ? "adminConsole.blogs.unpublish" : "adminConsole.blogs.publish")}
        </Button>
      </div>
    </li>
  );
}

function BlogEditor({ initial, onDone }: { initial: Draft; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(initial);
  // A new post starts in the admin's language; an existing one in the language it has.
  const [lang, setLang] = useState<Lang>(
    filled(initial.en) ? "en" : filled(initial.gu) ? "gu" : currentLanguage(i18n),
  );
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBlog();
  const version = draft[lang];
  const set = (field: keyof Version, value: string) =>
    setDraft((d) => ({ ...d, [lang]: { ...d[lang], [field]: value } }));

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadBlogImage(file);
      setDraft((d) => ({ ...d, image: url }));
    } catch (err) {
      void notifyError(t, err);
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    const versions = { en: draft.en, gu: draft.gu };
    const incomplete = (["en", "gu"] as const).find(
      (l) => filled(versions[l]) && (!versions[l].title.trim() || !versions[l].content.trim()),
    );
    if (incomplete || (!filled(draft.en) && !filled(draft.gu))) {
      setLang(incomplete ?? "en");
      setError(t("adminConsole.blogs.incomplete"));
      return;
    }
    setError(null);
    save.mutate(
      {
        id: draft.id,
        body: {
          en: filled(draft.en) ? draft.en : null,
          gu: filled(draft.gu) ? draft.gu : null,
          image: draft.image,
        },
      },
      {
        onSuccess: () => {
          void notify(t("adminConsole.blogs.saved"), { tone: "success" });
          onDone();
        },
        onError: (err) => void notifyError(t, err),
      },
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {draft.id ? t("adminConsole.blogs.editTitle") : t("adminConsole.blogs.new")}
        </Title>
        <SegmentedControl
          value={lang}
          onChange={(v) => setLang(v as Lang)}
          data={[
            { value: "en", label: "English" },
            { value: "gu", label: "ગુજરાતી" },
          ]}
          aria-label={t("adminConsole.blogs.language")}
        />
        <TextInput
          label={t("adminConsole.blogs.title")}
          value={version.title}
          onChange={(e) => set("title", e.currentTarget.value)}
          maxLength={blogLimits.title}
          lang={lang}
        />
        <Textarea
          label={t("adminConsole.blogs.summary")}
          description={t("adminConsole.blogs.summaryHint")}
          value={version.summary}
          onChange={(e) => set("summary", e.currentTarget.value)}
          maxLength={blogLimits.summary}
          autosize
          minRows={2}
          lang={lang}
        />
        <Textarea
          label={t("adminConsole.blogs.body")}
          value={version.content}
          onChange={(e) => set("content", e.currentTarget.value)}
          maxLength={blogLimits.content}
          autosize
          minRows={8}
          maxRows={20}
          lang={lang}
        />
        <Group gap="sm">
          <FileButton onChange={(f) => void upload(f)} accept="image/jpeg,image/png,image/webp">
            {(props) => (
              <Button {...props} variant="default" loading={uploading}>
                {draft.image ? t("adminConsole.blogs.changeCover") : t("adminConsole.blogs.cover")}
              </Button>
            )}
          </FileButton>
          {draft.image && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => setDraft({ ...draft, image: null })}
            >
              {t("adminConsole.blogs.removeCover")}
            </Button>
          )}
        </Group>
        {error && (
          <Text c="red" role="alert" size="sm">
            {error}
          </Text>
        )}
        <Group gap="sm">
          <Button onClick={submit} loading={save.isPending}>
            {t("adminConsole.blogs.save")}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t("adminConsole.blogs.cancel")}
          </Button>
        </Group>
      </Stack>
      <Paper withBorder p="md" radius="md" aria-label={t("adminConsole.blogs.preview")}>
        <Text size="xs" c="dimmed" tt="uppercase" mb="sm">
          {t("adminConsole.blogs.preview")}
        </Text>
        {filled(version) ? (
          <BlogArticle
            share={false}
            data={{
              lang,
              title: version.title,
              content: version.content,
              image: draft.image,
              published_at: new Date().toISOString(),
            }}
          />
        ) : (
          <Text c="dimmed">{t("adminConsole.blogs.previewEmpty")}</Text>
        )}
      </Paper>
    </SimpleGrid>
  );
}
