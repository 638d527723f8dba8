import { Button, Group } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/notify.ts";
import { useSession } from "../../lib/use-session.ts";
import { profileKeys } from "../profiles/api.ts";

// The two dialogs (Modal, Overlay, the report form's fields: about 18 KB) load when first opened,
// not with the profile page, whose first screen they are not part of. Once loaded they stay
// mounted, so later opens and closes animate as before.
const ConfirmDialog = lazy(() =>
  import("../../components/confirm-dialog.tsx").then((m) => ({ default: m.ConfirmDialog })),
);
const ReportDialog = lazy(() =>
  import("./report-dialog.tsx").then((m) => ({ default: m.ReportDialog })),
);

interface Flags {
  is_chat_requested: boolean;
  i_am_interested: boolean;
  is_blocked: boolean;
}

/** Chat request, Send interest, Block/Unblock and Report for a member's profile (spec 4). */
export function ConnectionActions({ profileId, flags }: { profileId: string; flags: Flags }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId, profileId) });
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
    onError: (_error, blocked) =>
      notify(t(blocked ? "connections.blockFailed" : "connections.unblockFailed"), {
        tone: "error",
      }),
    onSettled: () => {
      setConfirmBlock(false);
      return refresh();
    },
  });

  return (
    <Group gap="sm" wrap="wrap">
      {!flags.is_chat_requested && (
        <Button
          variant="light"
          loading={chatRequest.isPending}
          onClick={() => chatRequest.mutate()}
        >
          {t("connections.chatRequest")}
        </Button>
      )}
      {!flags.i_am_interested && (
        <Button variant="light" loading={interest.isPending} onClick={() => interest.mutate()}>
          {t("connections.sendInterest")}
        </Button>
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
