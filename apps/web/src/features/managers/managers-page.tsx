import { Badge, Button, Loader, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { MAX_MANAGERS, type ManagerRelation, managerRelations } from "@sagpan/contract";
import { type FormEvent, useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { dateTime } from "../../lib/dates.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { useMe } from "../layout/api.ts";
import { useInviteManager, useManagerActions, useManagers, useRemoveManager } from "./api.ts";
import classes from "./managers.module.css";

/**
 * /settings/managers (issue 21 item 5): the member invites up to 3 family members by email,
 * sees whether each has accepted, and removes them. A family member signed in as a manager
 * sees the list only: inviting and removing are the member's.
 */
export function ManagersPage() {
  const { t, i18n } = useTranslation();
  const managers = useManagers();
  const me = useMe().data;
  const invite = useInviteManager();
  const remove = useRemoveManager();
  const [email, setEmail] = useState("");
  const [relation, setRelation] = useState<ManagerRelation | null>(null);
  const [removing, setRemoving] = useState<{ id: string; email: string } | null>(null);
  const isManager = Boolean(me?.managing);
  // The record is the member's to read; a manager is refused it (403).
  const actions = useManagerActions(me !== undefined && !isManager);
  const lines = actions.data?.pages.flatMap((page) => page.data) ?? [];
  const list = managers.data ?? [];
  const full = list.length >= MAX_MANAGERS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!relation) return;
    invite.mutate(
      { email: email.trim(), relation },
      {
        onSuccess: () => {
          notify(t("managers.invited", { email: email.trim() }), { tone: "success" });
          setEmail("");
          setRelation(null);
        },
        onError: (error) => notifyError(t, error),
      },
    );
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        notify(t("managers.removed", { email: removing.email }), { tone: "success" });
        setRemoving(null);
      },
      onError: (error) => {
        notifyError(t, error);
        setRemoving(null);
      },
    });
  };

  return (
    <article className={classes.page}>
      <Stack gap="lg">
        <Title order={1} className={classes.title}>
          {isManager
            ? t("managers.pageTitleManager", { name: me?.name ?? "" })
            : t("managers.pageTitle")}
        </Title>
        {isManager ? (
          <Text className={classes.section}>{t("managers.managerNote")}</Text>
        ) : (
          <Text>{t("managers.intro")}</Text>
        )}
        {!isManager && (
          <form className={classes.section} onSubmit={submit} aria-labelledby="invite-title">
            <Stack gap="sm">
              <Title order={2} size="h3" id="invite-title">
                {t("managers.inviteTitle")}
              </Title>
              {full ? (
                <Text>{t("managers.full")}</Text>
              ) : (
                <>
                  <TextInput
                    type="email"
                    label={t("managers.email")}
                    description={t("managers.emailHelp")}
                    value={email}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                    autoComplete="off"
                    required
                  />
                  <Select
                    label={t("managers.relation")}
                    placeholder={t("managers.relationPick")}
                    data={managerRelations.map((value) => ({
                      value,
                      label: t(`managers.relations.${value}`),
                    }))}
                    value={relation}
                    onChange={(value) => setRelation(value as ManagerRelation | null)}
                    allowDeselect={false}
                    required
                  />
                  <Button
                    type="submit"
                    loading={invite.isPending}
                    disabled={!relation || email.trim() === ""}
                    w="fit-content"
                  >
                    {t("managers.send")}
                  </Button>
                </>
              )}
            </Stack>
          </form>
        )}
        <section className={classes.section} aria-labelledby="managers-list-title">
          <Title order={2} size="h3" id="managers-list-title" mb="sm">
            {t("managers.listTitle", { n: list.length, max: MAX_MANAGERS })}
          </Title>
          {managers.isPending ? (
            <Loader aria-label={t("app.loading")} size="sm" />
          ) : list.length === 0 ? (
            <Text c="dimmed">{t("managers.none")}</Text>
          ) : (
            <ul className={classes.list}>
              {list.map((m) => (
                <li key={m.id} className={classes.row}>
                  <div className={classes.who}>
                    <Text fw={600} className={classes.email}>
                      {m.email}
                    </Text>
                    <Text size="sm">{t(`managers.relations.${m.relation}`)}</Text>
                  </div>
                  <Badge color={m.status === "active" ? "green" : "yellow"} variant="light">
                    {t(`managers.status.${m.status}`)}
                  </Badge>
                  {!isManager && (
                    <Button
                      variant="default"
                      color="red"
                      size="xs"
                      onClick={() => setRemoving({ id: m.id, email: m.email })}
                      aria-label={t("managers.removeLabel", { email: m.email })}
                    >
                      {t("managers.remove")}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        {!isManager && (
          <section className={classes.section} aria-labelledby="managers-actions-title">
            <Title order={2} size="h3" id="managers-actions-title" mb="xs">
              {t("managers.actions.title")}
            </Title>
            <Text size="sm" mb="sm">
              {t("managers.actions.intro")}
            </Text>
            {actions.isPending ? (
              <Loader aria-label={t("app.loading")} size="sm" />
            ) : actions.isError ? (
              <Text c="red">{t("managers.actions.failed")}</Text>
            ) : lines.length === 0 ? (
              <Text c="dimmed">{t("managers.actions.none")}</Text>
            ) : (
              <ul className={classes.list}>
                {lines.map((line) => (
                  <li key={line.id} className={classes.action}>
                    <Text fw={600}>
                      {t(`managers.actions.verbs.${line.verb}`, {
                        area: t(`managers.actions.areas.${line.area}`),
                      })}
                    </Text>
                    <Text size="sm" className={classes.email}>
                      {line.by.kind === "member"
                        ? t("managers.actions.byYou")
                        : line.by.relation
                          ? t("managers.actions.byManager", {
                              relation: t(`managers.relations.${line.by.relation}`),
                              email: line.by.email ?? "",
                            })
                          : t("managers.actions.byRemoved")}
                      {" · "}
                      <time dateTime={line.at}>{dateTime(line.at, i18n.language)}</time>
                    </Text>
                  </li>
                ))}
              </ul>
            )}
            {actions.hasNextPage && (
              <Button
                variant="default"
                size="xs"
                mt="sm"
                loading={actions.isFetchingNextPage}
                onClick={() => actions.fetchNextPage()}
              >
                {t("managers.actions.more")}
              </Button>
            )}
          </section>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t("managers.removeTitle")}
        message={t("managers.removeConfirm", { email: removing?.email ?? "" })}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </article>
  );
}
