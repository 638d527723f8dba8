import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import { Button, Group, Modal, NativeSelect, Textarea } from "@mantine/core";
import { type ReportReason, reportReasons } from "@sagpan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { api, isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/notify.ts";
import { useSession } from "../../lib/use-session.ts";
import { profileKeys } from "../profiles/api.ts";

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
        <Button variant="default" color="red" onClick={() => setConfirmBlock(true)}>
          {t("connections.block")}
        </Button>
      )}
      <Button variant="subtle" color="red" onClick={() => setReporting(true)}>
        {t("connections.report")}
      </Button>
      <ConfirmDialog
        opened={confirmBlock}
        title={t("connections.blockTitle")}
        message={t("connections.blockQuestion")}
        busy={block.isPending}
        onConfirm={() => block.mutate(true)}
        onCancel={() => setConfirmBlock(false)}
      />
      <ReportDialog
        opened={reporting}
        profileId={profileId}
        onClose={() => {
          setReporting(false);
          refresh();
        }}
      />
    </Group>
  );
}

function ReportDialog({
  opened,
  profileId,
  onClose,
}: {
  opened: boolean;
  profileId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const needsDetails = reason === "other" && details.trim() === "";
  const report = useMutation({
    mutationFn: () =>
      api.post("/api/v1/user/report", {
        user_report: {
          user_to_id: profileId,
          reason,
          ...(details.trim() ? { details: details.trim() } : {}),
        },
      }),
    onSuccess: () => {
      notify(t("connections.reported"), { tone: "success" });
      setReason(null);
      setDetails("");
      onClose();
    },
    onError: () => notify(t("connections.reportFailed"), { tone: "error" }),
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t("connections.reportTitle")} centered>
      <NativeSelect
        label={t("connections.reason")}
        data={[
          { value: "", label: t("connections.chooseReason") },
          ...reportReasons.map((value) => ({
            value,
            label: t(`connections.reasons.${value}`),
          })),
        ]}
        value={reason ?? ""}
        onChange={(event) => setReason((event.currentTarget.value || null) as ReportReason | null)}
        mb="sm"
      />
      <Textarea
        label={t("connections.details")}
        value={details}
        onChange={(event) => setDetails(event.currentTarget.value)}
        required={reason === "other"}
        maxLength={1000}
        autosize
        minRows={3}
        mb="lg"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button
          color="red"
          disabled={!reason || needsDetails}
          loading={report.isPending}
          onClick={() => report.mutate()}
        >
          {t("connections.sendReport")}
        </Button>
      </Group>
    </Modal>
  );
}
