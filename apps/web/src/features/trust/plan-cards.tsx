import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { planPrices as contractPrices } from "@sagpan/contract";
import { toPaise } from "@sagpan/contract/money";
import { useTranslation } from "../../i18n/use-translation.ts";
import { money } from "../../lib/money.ts";

export type Plan = "Belief" | "Trust";
export type Period = "monthly" | "yearly";

/** Prices in rupees (spec section 9); amounts travel in paise. Checked against the contract. */
export const planPrices = {
  Belief: { monthly: 499, yearly: 4999, yearlySavingPercent: 15 },
  Trust: { monthly: 699, yearly: 5499, yearlySavingPercent: 12 },
} as const satisfies typeof contractPrices;
// And the other way round, so a contract change fails the type check here.
const contractMatches: typeof planPrices = {} as typeof contractPrices;
void contractMatches;

/** The Belief and Trust cards, monthly or yearly, each with its Buy button. */
export function PlanCards({
  disabled,
  onBuy,
}: {
  disabled: boolean;
  onBuy: (plan: Plan, period: Period) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(["Belief", "Trust"] as const).map((plan) => (
          <Card
            key={plan}
            withBorder
            padding="lg"
            component="article"
            aria-label={t(`plans.${plan}`)}
          >
            <Title order={2} size="h3">
              {t(`plans.${plan}`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`plans.${plan}Info`)}
            </Text>
            {/* Both plans: the ad popup never opens for a member who paid (features/ads). */}
            <Text size="sm" fw={600} mb="md">
              {t("ads.planBenefit")}
            </Text>
            <Stack gap="md">
              {(["monthly", "yearly"] as const).map((period) => (
                <Group key={period} justify="space-between">
                  <div>
                    <Text fw={700}>
                      {t(`plans.${period}Price`, {
                        price: money(toPaise(planPrices[plan][period]), i18n.language),
                      })}
                    </Text>
                    {period === "yearly" && (
                      <Badge color="teal">
                        {t("plans.save", { percent: planPrices[plan].yearlySavingPercent })}
                      </Badge>
                    )}
                  </div>
                  <Button
                    disabled={disabled}
                    onClick={() => onBuy(plan, period)}
                    aria-label={t("plans.buyLabel", {
                      plan: t(`plans.${plan}`),
                      period: t(`plans.${period}`),
                    })}
                  >
                    {t("plans.buy")}
                  </Button>
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {/* A plan alone shows no contacts: the viewer's own ID must be verified too
          (business-rules.md, Plans), so nobody buys a plan expecting them at once. */}
      <Text size="sm" mt="md">
        {t("plans.contactsNeedId", { menu: t("menu.idVerification") })}
      </Text>
    </>
  );
}
