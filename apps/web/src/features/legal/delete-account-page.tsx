import { Anchor, Button, Group, List, Modal, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notify } from "../../lib/notify.ts";
import { useSession } from "../../lib/use-session.ts";
import { useDeleteProfile } from "./api.ts";
import classes from "./legal.module.css";

const erased = [
  "erasedProfile",
  "erasedPhotos",
  "erasedDocuments",
  "erasedContacts",
  "erasedMessages",
] as const;

/**
 * /delete/account: public page explaining account deletion (business-rules.md, Trust and
 * safety); a signed-in member can delete here after confirming. Delete errors are silently
 * ignored (spec section 8).
 */
export function DeleteAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const remove = useDeleteProfile();
  const [confirming, setConfirming] = useState(false);

  const onConfirm = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        notify(t("notify.accountDeleted"), { tone: "success" });
        navigate("/logout", { replace: true });
      },
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <article className={classes.page}>
      <Stack gap="lg">
        <Title order={1} className={classes.title}>
          {t("deleteAccount.title")}
        </Title>
        <Text>{t("deleteAccount.intro")}</Text>

        <section>
          <Title order={2} size="h3" className={classes.title} mb="xs">
            {t("deleteAccount.howTitle")}
          </Title>
          <List className={classes.list}>
            <List.Item>{t("deleteAccount.howSignedIn")}</List.Item>
            <List.Item>{t("deleteAccount.howMenu")}</List.Item>
            <List.Item>{t("deleteAccount.howEmail")}</List.Item>
          </List>
        </section>

        <section>
          <Title order={2} size="h3" className={classes.title} mb="xs">
            {t("deleteAccount.erasedTitle")}
          </Title>
          <List className={classes.list}>
            {erased.map((key) => (
              <List.Item key={key}>{t(`deleteAccount.${key}`)}</List.Item>
            ))}
          </List>
        </section>

        <section>
          <Title order={2} size="h3" className={classes.title} mb="xs">
            {t("deleteAccount.keptTitle")}
          </Title>
          <List className={classes.list}>
            <List.Item>{t("deleteAccount.keptIp")}</List.Item>
            <List.Item>{t("deleteAccount.keptPayments")}</List.Item>
          </List>
        </section>

        <div className={classes.box}>
          {session ? (
            <Stack gap="sm" align="flex-start">
              {/* DPDP: a member leaving may first take a copy of what Sagpan keeps. */}
              <Text>
                {t("deleteAccount.downloadFirst")}{" "}
                <Anchor component={Link} to="/settings/privacy#my-data" underline="always">
                  {t("deleteAccount.downloadLink")}
                </Anchor>
              </Text>
              <Button color="red" onClick={() => setConfirming(true)}>
                {t("deleteAccount.button")}
              </Button>
            </Stack>
          ) : (
            <Text>
              <Anchor component={Link} to="/login" state={{ from: "/delete/account" }}>
                {t("deleteAccount.signInHint")}
              </Anchor>
            </Text>
          )}
        </div>
      </Stack>

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("deleteAccount.confirmTitle")}
        centered
      >
        <Text mb="lg">{t("deleteAccount.confirmText")}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t("deleteAccount.cancel")}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={onConfirm}>
            {t("deleteAccount.confirm")}
          </Button>
        </Group>
      </Modal>
    </article>
  );
}
