import { Button, Text } from "@mantine/core";
import type { ProfileFlags } from "@sagpan/contract";
import { IconLock } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../i18n/use-translation.ts";
import { api } from "../../lib/api.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import classes from "./privacy.module.css";

/**
 * In place of a member's photos when their family shows them only to connected members or on
 * request: a lock, and "Request photos" (or where the request stands).
 */
export function PhotoLock({ profileId, flags }: { profileId: string; flags: ProfileFlags }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const request = useMutation({
    mutationFn: () => api.post("/api/v1/photo_requests", { photo_request: { to: profileId } }),
    onSuccess: () => {
      notify(t("privacy.lock.sent"), { tone: "success" });
      void queryClient.invalidateQueries({ queryKey: ["profiles", "detail"] });
      void queryClient.invalidateQueries({ queryKey: ["photo-requests"] });
    },
    onError: (error) => notifyError(t, error),
  });
  const status = flags.photo_request?.status;
  return (
    <div className={classes.lock}>
      <IconLock size={40} aria-hidden />
      <Text fw={600}>{t("privacy.lock.title")}</Text>
      {status === "pending" ? (
        <Text size="sm" role="status">
          {t("privacy.lock.pending")}
        </Text>
      ) : status === "declined" ? (
        <Text size="sm">{t("privacy.lock.declined")}</Text>
      ) : (
        <Button
          loading={request.isPending}
          disabled={flags.can_contact === false}
          onClick={() => request.mutate()}
        >
          {t("privacy.lock.request")}
        </Button>
      )}
    </div>
  );
}

/** Why this member's interest and chat buttons are disabled, named before anyone presses them. */
export function ContactRuleNote({ flags }: { flags: ProfileFlags }) {
  const { t } = useTranslation();
  if (flags.can_contact !== false || !flags.contact_rule) return null;
  return (
    <Text id="contact-rule" size="sm" c="dimmed" className={classes.rule}>
      {t(`privacy.rule.${flags.contact_rule}`)}
    </Text>
  );
}
