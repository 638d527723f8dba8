import { Badge, Button, Group as Row, SimpleGrid, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { Group, GroupInput } from "@sagpan/contract";
import { useState } from "react";
import { currentLanguage } from "../../i18n/i18n.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import classes from "../admin/admin.module.css";
import { ListState } from "../admin/list-state.tsx";
import { useAddGroup, useAdminGroups, useRenameGroup } from "./admin-api.ts";

const CODE = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Community groups: add one; `GET /api/v1/migrate` moves profiles between them. */
export function GroupsSection() {
  const { t, i18n } = useTranslation();
  const groups = useAdminGroups();
  const add = useAddGroup();
  const gu = currentLanguage(i18n) === "gu";
  const label = (key: string) => t(`community.admin.groups.${key}`);
  const form = useForm<GroupInput>({
    initialValues: { code: "", name_en: "", name_gu: "" },
    validate: {
      code: (v) => (CODE.test(v.trim()) ? null : label("codeInvalid")),
      name_en: (v) => (v.trim() ? null : t("community.admin.features.required")),
      name_gu: (v) => (v.trim() ? null : t("community.admin.features.required")),
    },
  });
  const onSubmit = form.onSubmit((input) =>
    add.mutate(input, {
      onSuccess: () => {
        form.reset();
        void notify(label("added"), { tone: "success" });
      },
      onError: (error) => void notifyError(t, error),
    }),
  );
  return (
    <section aria-labelledby="groups-title" style={{ marginTop: "var(--mantine-spacing-xl)" }}>
      <Title order={2} size="h4" id="groups-title">
        {label("title")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {label("intro")}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mb="sm">
          <TextInput
            label={label("code")}
            description={label("codeHint")}
            // The hint under the field, so the three inputs line up in a row.
            inputWrapperOrder={["label", "input", "description", "error"]}
            maxLength={40}
            {...form.getInputProps("code")}
          />
          <TextInput label={label("nameEn")} maxLength={80} {...form.getInputProps("name_en")} />
          <TextInput
            label={label("nameGu")}
            maxLength={80}
            lang="gu"
            {...form.getInputProps("name_gu")}
          />
        </SimpleGrid>
        <Button type="submit" variant="default" loading={add.isPending} mb="md">
          {label("add")}
        </Button>
      </form>
      <ListState query={groups} failed={label("loadFailed")} empty={label("empty")}>
        {(items) => (
          <ul className={classes.list}>
            {items.map((g) => (
              <GroupRow key={g.code} group={g} gu={gu} />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

/** One group with its size; Rename edits both names in place (the code stays). */
function GroupRow({ group, gu }: { group: Group; gu: boolean }) {
  const { t } = useTranslation();
  const rename = useRenameGroup();
  const [names, setNames] = useState<{ en: string; gu: string } | null>(null);
  const label = (key: string) => t(`community.admin.groups.${key}`);
  const save = () => {
    if (!names?.en.trim() || !names.gu.trim()) return;
    rename.mutate(
      { code: group.code, name_en: names.en.trim(), name_gu: names.gu.trim() },
      {
        onSuccess: () => {
          setNames(null);
          void notify(label("renamed"), { tone: "success" });
        },
        onError: (error) => void notifyError(t, error),
      },
    );
  };
  return (
    <li className={classes.row} aria-label={group.code}>
      {names ? (
        <div className={classes.who}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={label("nameEn")}
              value={names.en}
              maxLength={80}
              onChange={(e) => setNames({ ...names, en: e.currentTarget.value })}
            />
            <TextInput
              label={label("nameGu")}
              value={names.gu}
              maxLength={80}
              lang="gu"
              onChange={(e) => setNames({ ...names, gu: e.currentTarget.value })}
            />
          </SimpleGrid>
          <Row mt="xs">
            <Button size="sm" onClick={save} loading={rename.isPending}>
              {t("community.admin.features.save")}
            </Button>
            <Button size="sm" variant="default" onClick={() => setNames(null)}>
              {t("community.admin.features.cancel")}
            </Button>
          </Row>
        </div>
      ) : (
        <>
          <div className={classes.who}>
            <Text fw={600}>{gu ? group.name_gu : group.name_en}</Text>
            <Text size="sm" c="dimmed">
              {group.code}
            </Text>
          </div>
          <div className={classes.actions}>
            <Badge variant="light" color="slate">
              {t("community.admin.groups.members", { count: group.members })}
            </Badge>
            <Button
              size="sm"
              variant="default"
              onClick={() => setNames({ en: group.name_en, gu: group.name_gu })}
            >
              {label("rename")}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
