import { Button, Group, Modal, Text } from "@mantine/core";
import type { Order } from "@sagpan/contract";
import { useTranslation } from "../../i18n/use-translation.ts";
import { money } from "../../lib/money.ts";

export type TestOutcome = "success" | "failure" | "cancel";

/**
 * The built-in test checkout (PAYMENT_PROVIDER=test): pay, fail or cancel an order. Its own
 * chunk, loaded when a Buy button is pressed: the Modal and its focus trap, scroll lock and
 * portal are eleven files a plans page does not need to show its cards.
 */
export function TestCheckoutDialog({
  order,
  paying,
  onFinish,
}: {
  order: Order | null;
  paying: boolean;
  onFinish: (outcome: TestOutcome) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Modal
      opened={order !== null}
      onClose={() => onFinish("cancel")}
      title={t("plans.testCheckout")}
    >
      {order && (
        <Text mb="md">{t("plans.testAmount", { amount: money(order.amount, i18n.language) })}</Text>
      )}
      <Group>
        <Button loading={paying} onClick={() => onFinish("success")}>
          {t("plans.pay")}
        </Button>
        <Button color="red" variant="light" disabled={paying} onClick={() => onFinish("failure")}>
          {t("plans.fail")}
        </Button>
        <Button variant="default" disabled={paying} onClick={() => onFinish("cancel")}>
          {t("plans.cancel")}
        </Button>
      </Group>
    </Modal>
  );
}
