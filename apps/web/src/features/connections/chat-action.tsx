import { Button, Text } from "@mantine/core";
import type { ProfileFlags } from "@sagpan/contract";
import { IconMessageCircle } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { api } from "../../lib/api.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { chatPath } from "./keys.ts";

export type ChatFlags = Pick<
  ProfileFlags,
  "is_chat_requested" | "is_blocked" | "can_chat" | "chat_request" | "can_contact"
>;

/**
 * The one chat step the pair's state allows, for a profile's action bar and a Match card:
 * Chat once a chat request either way is accepted, Accept when they asked me, Chat request when
 * nobody asked, else that mine waits. Nothing across a block.
 */
export function ChatAction({
  profileId,
  flags,
  onChanged,
  size,
}: {
  profileId: string;
  flags: ChatFlags;
  onChanged: () => unknown;
  size?: "xs" | "sm";
}) {
  const { t } = useTranslation();
  const request = useMutation({
    mutationFn: () => api.post("/api/v1/chatrequests", { chat_request: { to: profileId } }),
    onSuccess: () => notify(t("connections.chatRequestSent"), { tone: "success" }),
    onSettled: onChanged,
  });
  const accept = useMutation({
    mutationFn: (id: string) =>
      api.put(`/api/v1/chatrequests/${encodeURIComponent(id)}/`, {
        id,
        chat_request: { accepted: true, declined: false },
      }),
    onError: (error) => notifyError(t, error),
    onSettled: onChanged,
  });

  if (flags.is_blocked) return null;
  if (flags.can_chat) {
    return (
      <Button
        component={Link}
        to={chatPath(profileId)}
        variant="filled"
        size={size}
        leftSection={<IconMessageCircle size={18} aria-hidden />}
      >
        {t("connections.chat")}
      </Button>
    );
  }
  const theirs =
    flags.chat_request && !flags.chat_request.from_me && flags.chat_request.status === "pending"
      ? flags.chat_request
      : null;
  if (theirs) {
    return (
      <Button
        variant="light"
        size={size}
        loading={accept.isPending}
        onClick={() => accept.mutate(theirs.id)}
      >
        {t("connections.acceptChatRequest")}
      </Button>
    );
  }
  if (!flags.is_chat_requested) {
    return (
      <Button
        variant="light"
        size={size}
        loading={request.isPending}
        leftSection={<IconMessageCircle size={18} aria-hidden />}
        // The member's "who may contact me" refuses this viewer: the note says why (privacy).
        disabled={flags.can_contact === false}
        aria-describedby={flags.can_contact === false ? "contact-rule" : undefined}
        onClick={() => request.mutate()}
      >
        {t("connections.chatRequest")}
      </Button>
    );
  }
  if (flags.chat_request?.status === "pending") {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t("connections.chatRequestPending")}
      </Text>
    );
  }
  return null;
}
