import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type AddressAllowance, liftAddressBodySchema } from "@sagpan/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { dateTime } from "../../lib/dates.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import classes from "../admin/admin.module.css";
import { ListState } from "../admin/list-state.tsx";
import { useAddressAllowances, useEndAllowance, useLiftAddress } from "./api.ts";

/**
 * "Event addresses": a community event shares one internet address, and sign-ups and calls
 * before sign-in are limited per address (docs/security.md); an admin lifts them for that
 * address for 24 hours, or ends a lift early.
 */
export function AddressAllowancesTab() {
  const { t } = useTranslation();
  const allowances = useAddressAllowances();
  return (
    <Stack gap="lg">
      <LiftForm />
      <section aria-labelledby="lifted-addresses">
        <Title order={2} size="h4" mb="sm" id="lifted-addresses">
          {t("limits.admin.listTitle")}
        </Title>
        <ListState
          query={allowances}
          failed={t("limits.admin.loadFailed")}
          empty={t("limits.admin.empty")}
        >
          {(items) => (
            <ul className={classes.list} aria-labelledby="lifted-addresses">
              {items.map((allowance) => (
                <AllowanceRow key={allowance.address} allowance={allowance} />
              ))}
            </ul>
          )}
        </ListState>
      </section>
    </Stack>
  );
}

function LiftForm() {
  const { t, i18n } = useTranslation();
  const lift = useLiftAddress();
  const [address, setAddress] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ address?: string; note?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = liftAddressBodySchema.shape.allowance.safeParse({ address, note });
    if (!parsed.success) {
      const wrong = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        address: wrong.has("address") ? t("limits.admin.addressInvalid") : undefined,
        note: wrong.has("note") ? t("limits.admin.noteRequired") : undefined,
      });
      return;
    }
    setErrors({});
    lift.mutate(parsed.data, {
      onSuccess: ({ data }) => {
        setAddress("");
        setNote("");
        void notify(
          t("limits.admin.lifted", {
            address: data.address,
            time: dateTime(data.until, i18n.language),
          }),
          { tone: "success" },
        );
      },
      onError: (error) => void notifyError(t, error),
    });
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t("limits.admin.intro")}</Text>
        <TextInput
          label={t("limits.admin.address")}
          description={t("limits.admin.addressHint")}
          value={address}
          onChange={(e) => setAddress(e.currentTarget.value)}
          error={errors.address}
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <TextInput
          label={t("limits.admin.note")}
          placeholder={t("limits.admin.notePlaceholder")}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors.note}
          maxLength={200}
          required
        />
        <Group>
          <Button type="submit" loading={lift.isPending}>
            {t("limits.admin.lift")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function AllowanceRow({ allowance }: { allowance: AddressAllowance }) {
  const { t, i18n } = useTranslation();
  const end = useEndAllowance();
  const onEnd = () =>
    end.mutate(allowance.address, {
      onSuccess: () =>
        void notify(t("limits.admin.ended", { address: allowance.address }), { tone: "success" }),
      onError: (error) => void notifyError(t, error),
    });
  return (
    <li className={classes.row} aria-label={allowance.address}>
      <div className={classes.who}>
        <Text fw={600} className={classes.email}>
          {allowance.address}
        </Text>
        <Text size="sm">{allowance.note}</Text>
        <Text size="sm" c="dimmed">
          {t("limits.admin.until", { time: dateTime(allowance.until, i18n.language) })}
          {" · "}
          {t("limits.admin.by", {
            name: allowance.lifted_by.name ?? t("limits.admin.someAdmin"),
            time: dateTime(allowance.lifted_at, i18n.language),
          })}
        </Text>
      </div>
      <div className={classes.actions}>
        <Button variant="default" onClick={onEnd} loading={end.isPending}>
          {t("limits.admin.end")}
        </Button>
      </div>
    </li>
  );
}
