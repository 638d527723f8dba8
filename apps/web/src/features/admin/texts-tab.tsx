import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type AbOverride, abTextLimit, placeholdersOf } from "@sagpan/contract";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { currentLanguage, type Language } from "../../i18n/i18n.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import classes from "./admin.module.css";
import { bundledTexts } from "./bundled-texts.ts";
import { useAbOverrides, useDeleteOverride, useSetOverride } from "./console-api.ts";
import { ListState } from "./list-state.tsx";

/** The avatar menu's width (layout/avatar-menu-popup.tsx): where menu labels must fit. */
const menuWidth = 260;

/**
 * A/B texts: any text of the app, in either language, replaced by the server's. The admin
 * picks a key from the app's own texts, sees the default, types the new text within the length
 * its place allows, and sees both drawn where they go.
 */
export function TextsTab() {
  const { t, i18n } = useTranslation();
  const [lang, setLang] = useState<Language>(currentLanguage(i18n));
  const [key, setKey] = useState<string | null>(null);
  const texts = useQuery({
    queryKey: ["admin", "bundled-texts", lang],
    queryFn: () => bundledTexts(lang),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const overrides = useAbOverrides();
  const options = useMemo(
    () =>
      [...(texts.data ?? new Map<string, string>())].map(([k, v]) => ({
        value: k,
        label: `${k} · ${v}`,
      })),
    [texts.data],
  );
  const current = overrides.data?.data.find((o) => o.key === key && o.lang === lang);

  return (
    <Stack gap="lg">
      <Stack gap="sm" maw={720}>
        <SegmentedControl
          value={lang}
          onChange={(v) => {
            setLang(v as Language);
          }}
          data={[
            { value: "en", label: "English" },
            { value: "gu", label: "ગુજરાતી" },
          ]}
          aria-label={t("adminConsole.texts.language")}
          maw={320}
        />
        {texts.isPending ? (
          <Loader size="sm" aria-label={t("app.loading")} />
        ) : (
          <Select
            label={t("adminConsole.texts.pick")}
            placeholder={t("adminConsole.texts.pickHint")}
            data={options}
            value={key}
            onChange={setKey}
            searchable
            limit={50}
            nothingFoundMessage={t("adminConsole.texts.nothingFound")}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {key && texts.data?.has(key) && (
          <OverrideEditor
            key={`${key}:${lang}:${current?.text ?? ""}`}
            textKey={key}
            lang={lang}
            original={texts.data.get(key) as string}
            current={current?.text ?? null}
          />
        )}
      </Stack>
      <div>
        <Title order={2} size="h4" mb="sm">
          {t("adminConsole.texts.current")}
        </Title>
        <ListState
          query={overrides}
          failed={t("adminConsole.texts.loadFailed")}
          empty={t("adminConsole.texts.empty")}
        >
          {(items) => (
            <ul className={classes.list} aria-label={t("adminConsole.texts.current")}>
              {items.map((o) => (
                <OverrideRow
                  key={`${o.key}:${o.lang}`}
                  item={o}
                  onEdit={() => {
                    setLang(o.lang);
                    setKey(o.key);
                  }}
                />
              ))}
            </ul>
          )}
        </ListState>
      </div>
    </Stack>
  );
}

function OverrideRow({ item, onEdit }: { item: AbOverride; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteOverride();
  return (
    <li className={classes.row} aria-label={item.key}>
      <div className={classes.who}>
        <Group gap={6}>
          <Badge variant="light">{item.lang === "gu" ? "ગુજરાતી" : "English"}</Badge>
          <Text size="sm" c="dimmed" className={classes.email}>
            {item.key}
          </Text>
        </Group>
        <Text lang={item.lang}>{item.text}</Text>
      </div>
      <div className={classes.actions}>
        <Button size="xs" variant="default" onClick={onEdit}>
          {t("adminConsole.texts.edit")}
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(
              { key: item.key, lang: item.lang },
              {
                onSuccess: () => void notify(t("adminConsole.texts.removed"), { tone: "success" }),
                onError: (err) => void notifyError(t, err),
              },
            )
          }
        >
          {t("adminConsole.texts.remove")}
        </Button>
      </div>
    </li>
  );
}

function OverrideEditor({
  textKey,
  lang,
  original,
  current,
}: {
  textKey: string;
  lang: Language;
  original: string;
  current: string | null;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(current ?? "");
  const save = useSetOverride();
  const max = abTextLimit(original);
  const needed = placeholdersOf(original);
  const missing = placeholdersOf(text).join() !== needed.join() && text.trim() !== "";
  const submit = () =>
    save.mutate(
      { key: textKey, lang, text: text.trim() },
      {
        onSuccess: () => void notify(t("adminConsole.texts.saved"), { tone: "success" }),
        onError: (err) => void notifyError(t, err),
      },
    );
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Text span fw={600}>
          {t("adminConsole.texts.default")}:
        </Text>{" "}
        <span lang={lang}>{original}</span>
      </Text>
      <TextInput
        label={t("adminConsole.texts.override")}
        description={t("adminConsole.texts.limit", { count: text.length, max })}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={max}
        lang={lang}
        error={
          missing ? t("adminConsole.texts.keepPlaceholders", { list: needed.join(", ") }) : null
        }
      />
      <Group align="flex-start" gap="md" wrap="wrap">
        <Preview
          label={t("adminConsole.texts.before")}
          textKey={textKey}
          text={original}
          lang={lang}
        />
        <Preview
          label={t("adminConsole.texts.after")}
          textKey={textKey}
          text={text.trim() || original}
          lang={lang}
        />
      </Group>
      <Group gap="sm">
        <Button onClick={submit} loading={save.isPending} disabled={!text.trim() || missing}>
          {t("adminConsole.texts.save")}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The text drawn the way its place draws it: a menu label in a menu-wide row, a short label
 * as a button, anything longer as a paragraph at the page's reading width.
 */
function Preview({
  label,
  textKey,
  text,
  lang,
}: {
  label: string;
  textKey: string;
  text: string;
  lang: Language;
}) {
  const isMenu = textKey.startsWith("menu.");
  const isShort = text.length <= 32;
  return (
    <Stack gap={4} aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {isMenu ? (
        <Paper withBorder shadow="sm" p={4} w={menuWidth} maw="100%">
          <Text size="sm" px="sm" py={6} lang={lang}>
            {text}
          </Text>
        </Paper>
      ) : isShort ? (
        <Button component="span" lang={lang}>
          {text}
        </Button>
      ) : (
        <Paper withBorder p="sm" maw={480}>
          <Text size="sm" lang={lang}>
            {text}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
