import { Button, Group, Text } from "@mantine/core";
import type { ProfileFlags } from "@sagpan/contract";
import { IconHeartFilled, IconMessageCircle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api, isApiError } from "../../lib/api.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { useSession } from "../../lib/use-session.ts";
import { chatPath, invalidateConnections } from "./keys.ts";

// The two dialogs (Modal, Overlay, the report form's fields: about 18 KB) load when first opened,
// not with the profile page, whose first screen they are not part of. Once loaded they stay
// mounted, so later opens and closes animate as before.
const ConfirmDialog = lazy(() =>
  import("../../components/confirm-dialog.tsx").then((m) => ({ default: m.ConfirmDialog })),
);
const ReportDialog = lazy(() =>
  import("./report-dialog.tsx").then((m) => ({ default: m.ReportDialog })),
);

type Flags = Pick<
  ProfileFlags,
  | "is_chat_requested"
  | "i_am_interested"
  | "is_blocked"
  | "can_chat"
  | "matched"
  | "chat_request"
  | "interest_received"
>;

/**
 * Chat, Send interest, Block/Unblock and Report for a member's profile (spec section 4,
 * Profile actions per flags). Each offers only what the pair's state allows: Chat once a chat
 * request either way is accepted; Accept when they asked me; otherwise what I already did.
 */
export function ConnectionActions({ profileId, flags }: { profileId: string; flags: Flags }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  // The profile's flags, the lists and the badges all change with any of these actions.
  const refresh = () => invalidateConnections(queryClient, userId);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [blockAsked, setBlockAsked] = useState(false);
  const [reportAsked, setReportAsked] = useState(false);

  const interest = useMutation({
    mutationFn: () => api.post("/api/v1/interests", { interest: { to: profileId } }),
    onSuccess: () => notify(t("connections.interestSent"), { tone: "success" }),
    onError: (error) => {
      if (isApiError(error) && error.status === 424) {
        notify(t("connections.interestAlreadySent"), { tone: "warning" });
      }
    },
    onSettled: refresh,
  });

  const chatRequest = useMutation({
    mutationFn: () => api.post("/api/v1/chatrequests", { chat_request: { to: profileId } }),
    onSuccess: () => notify(t("connections.chatRequestSent"), { tone: "success" }),
    onSettled: refresh,
  });

  const block = useMutation({
    mutationFn: (blocked: boolean) =>
      blocked
        ? api.post("/api/v1/block/", { block_request: { profileId } })
        : api.post("/api/v1/unblock/", { unblock_request: { profileId } }),
    onSuccess: (_reply, blocked) =>
      notify(t(blocked ? "connections.userBlocked" : "connections.userUnblocked"), {
        tone: "success",
      }),
    onError: (error, blocked) =>
      notifyError(t, error, t(blocked ? "connections.blockFailed" : "connections.unblockFailed")),
    onSettled: () => {
      setConfirmBlock(false);
      return refresh();
    },
  });

  const accept = useMutation({
    mutationFn: ({ kind, id }: { kind: "interest" | "chat_request"; id: string }) =>
      kind === "interest"
        ? api.put(`/api/v1/interests/${encodeURIComponent(id)}`, {
            id,
            interest: { status: "accepted" },
          })
        : api.put(`/api/v1/chatrequests/${encodeURIComponent(id)}/`, {
            id,
            chat_request: { accepted: true, declined: false },
          }),
    onError: (error) => notifyError(t, error),
    onSettled: refresh,
  });

  const theirChatRequest =
    flags.chat_request && !flags.chat_request.from_me && flags.chat_request.status === "pending"
      ? flags.chat_request
      : null;
  const theirInterest =
    flags.interest_received?.status === "pending" ? flags.interest_received : null;
  const blocked = flags.is_blocked;

  return (
    <Group gap="sm" wrap="wrap">
      {!blocked && flags.can_chat ? (
        <Button
          component={Link}
          to={chatPath(profileId)}
          variant="filled"
          leftSection={<IconMessageCircle size={18} aria-hidden />}
        >
          {t("connections.chat")}
        </Button>
      ) : !blocked && theirChatRequest ? (
        <Button
          variant="light"
          loading={accept.isPending && accept.variables?.kind === "chat_request"}
          onClick={() => accept.mutate({ kind: "chat_request", id: theirChatRequest.id })}
        >
          {t("connections.acceptChatRequest")}
        </Button>
      ) : !blocked && !flags.is_chat_requested ? (
        <Button
          variant="light"
          loading={chatRequest.isPending}
          onClick={() => chatRequest.mutate()}
        >
          {t("connections.chatRequest")}
        </Button>
      ) : (
        !blocked &&
        flags.chat_request?.status === "pending" && (
          <Text size="sm" c="dimmed" role="status">
            {t("connections.chatRequestPending")}
          </Text>
        )
      )}
      {blocked ? null : flags.matched ? (
        <Text
          size="sm"
          fw={600}
          c="red.7"
          style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
        >
          <IconHeartFilled size={16} aria-hidden />
          {t("connections.match")}
        </Text>
      ) : theirInterest ? (
        <Button
          variant="light"
          loading={accept.isPending && accept.variables?.kind === "interest"}
          onClick={() => accept.mutate({ kind: "interest", id: theirInterest.id })}
        >
          {t("connections.acceptInterest")}
        </Button>
      ) : !flags.i_am_interested ? (
        <Button variant="light" loading={interest.isPending} onClick={() => interest.mutate()}>
          {t("connections.sendInterest")}
        </Button>
      ) : (
        <Text size="sm" c="dimmed" role="status">
          {t("connections.interestSent")}
        </Text>
      )}
      {flags.is_blocked ? (
        <Button variant="default" loading={block.isPending} onClick={() => block.mutate(false)}>
          {t("connections.unblock")}
        </Button>
      ) : (
        <Button
          variant="default"
          color="red"
          onClick={() => {
            setBlockAsked(true);
            setConfirmBlock(true);
          }}
        >
          {t("connections.block")}
        </Button>
      )}
      <Button
        variant="subtle"
        color="red"
        onClick={() => {
          setReportAsked(true);
          setReporting(true);
        }}
      >
        {t("connections.report")}
      </Button>
      <Suspense fallback={null}>
        {blockAsked && (
          <ConfirmDialog
            opened={confirmBlock}
            title={t("connections.blockTitle")}
            message={t("connections.blockQuestion")}
            busy={block.isPending}
            onConfirm={() => block.mutate(true)}
            onCancel={() => setConfirmBlock(false)}
          />
        )}
        {reportAsked && (
          <ReportDialog
            opened={reporting}
            profileId={profileId}
            onClose={() => {
              setReporting(false);
              refresh();
            }}
          />
        )}
      </Suspense>
    </Group>
  );
}
