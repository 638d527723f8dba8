import { Button, Group, Modal, NativeSelect, Textarea } from "@mantine/core";
import type { ReportReason } from "@sagpan/contract";
import { reportReasons } from "@sagpan/contract/rules";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { api } from "../../lib/api.ts";
import { notify, notifyError } from "../../lib/notify.ts";

/** Report a member (spec 4): a reason, details required for "other". */
export function ReportDialog({
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
    onError: (error) => notifyError(t, error, t("connections.reportFailed")),
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
