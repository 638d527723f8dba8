import { Button, Group, Modal, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";

/** Rejecting needs the reason the member will read on their upload page. */
export function RejectDialog({
  busy,
  onReject,
  onCancel,
}: {
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(t("admin.docs.reasonRequired"));
    onReject(text);
  };

  return (
    <Modal opened onClose={onCancel} title={t("admin.docs.rejectTitle")} centered>
      <form onSubmit={submit} noValidate>
        <Textarea
          label={t("admin.docs.reason")}
          required
          autosize
          minRows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {t("admin.docs.reject")}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
