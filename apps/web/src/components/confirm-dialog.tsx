import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "../i18n/use-translation.ts";

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The Confirm/Cancel question asked before anything that cannot be undone (spec section 5). */
export function ConfirmDialog({
  opened,
  title,
  message,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t("common.cancel")}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {t("common.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
