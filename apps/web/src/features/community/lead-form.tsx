import { Alert, Button, Checkbox, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { isPhoneNumber, LEAD_LIMITS } from "@sagpan/contract/rules";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { isApiError } from "../../lib/api-error.ts";
import { translateError } from "../../lib/translate-error.ts";
import { useSendLead } from "./api.ts";
import classes from "./featured.module.css";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LeadValues {
  name: string;
  business: string;
  phone: string;
  email: string;
  message: string;
  consent: boolean;
}
const fields = ["name", "business", "phone", "email", "message", "consent"] as const;
type Field = (typeof fields)[number];
const empty: LeadValues = {
  name: "",
  business: "",
  phone: "",
  email: "",
  message: "",
  consent: false,
};

/**
 * The advertisers' request form; the same checks as the API's, in the reader's language. Plain
 * state rather than a form library: six fields, and the page is public (its script is measured).
 */
export function LeadForm() {
  const { t } = useTranslation();
  const send = useSendLead();
  const [sent, setSent] = useState(false);
  // The thanks replaces the form, often taller than it: bring it into view and read it out.
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sent) return;
    thanks.current?.focus({ preventScroll: true });
    thanks.current?.scrollIntoView({ block: "start" });
  }, [sent]);
  const key = (name: string) => `community.lead.errors.${name}`;
  const [values, setValues] = useState<LeadValues>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const check: Record<Field, (v: LeadValues) => boolean> = {
    name: (v) => Boolean(v.name.trim()),
    business: (v) => Boolean(v.business.trim()),
    phone: (v) => isPhoneNumber(v.phone.trim()),
    email: (v) => EMAIL.test(v.email.trim()),
    message: (v) => v.message.trim().length >= LEAD_LIMITS.messageMin,
    consent: (v) => v.consent,
  };
  const message = (field: Field) => t(key(field), { count: LEAD_LIMITS.messageMin });
  // A field's error goes as soon as it is corrected, not only on the next send.
  const set = <F extends Field>(field: F, value: LeadValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field] && check[field](next)) setErrors({ ...errors, [field]: undefined });
  };
  const text = (field: Exclude<Field, "consent">) => ({
    value: values[field],
    error: errors[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      fields.filter((f) => !check[f](values)).map((f) => [f, message(f)]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(
      {
        name: values.name.trim(),
        business: values.business.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        consent: true,
      },
      {
        onSuccess: () => {
          setSent(true);
          setValues(empty);
        },
        onError: (error) => {
          // The server names fields `lead.<field>`; each is shown with this form's own text.
          if (!isApiError(error) || !error.fields) return;
          const named = Object.keys(error.fields).map((name) => name.replace(/^lead\./, ""));
          setErrors(
            Object.fromEntries(fields.filter((f) => named.includes(f)).map((f) => [f, message(f)])),
          );
        },
      },
    );
  };

  if (sent) {
    return (
      <Alert
        ref={thanks}
        tabIndex={-1}
        color="green"
        role="status"
        title={t("community.lead.sentTitle")}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t("community.lead.sentBody")}</Text>
          <Button variant="default" size="sm" onClick={() => setSent(false)}>
            {t("community.lead.sendAnother")}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("community.lead.formTitle")}>
      <Stack>
        <div className={classes.fields}>
          <TextInput
            label={t("community.lead.name")}
            autoComplete="name"
            maxLength={LEAD_LIMITS.name}
            required
            {...text("name")}
          />
          <TextInput
            label={t("community.lead.business")}
            autoComplete="organization"
            maxLength={LEAD_LIMITS.business}
            required
            {...text("business")}
          />
          <TextInput
            label={t("community.lead.phone")}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={LEAD_LIMITS.phone}
            required
            {...text("phone")}
          />
          <TextInput
            label={t("community.lead.email")}
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            {...text("email")}
          />
        </div>
        <Textarea
          label={t("community.lead.message")}
          description={t("community.lead.messageHint")}
          minRows={4}
          autosize
          maxLength={LEAD_LIMITS.message}
          required
          {...text("message")}
        />
        <Checkbox
          label={t("community.lead.consent")}
          checked={values.consent}
          error={errors.consent}
          onChange={(e) => set("consent", e.currentTarget.checked)}
        />
        {send.isError && !(isApiError(send.error) && send.error.fields) && (
          <Alert color="red" role="alert">
            {translateError(t, send.error)}
          </Alert>
        )}
        <Button type="submit" loading={send.isPending} style={{ alignSelf: "flex-start" }}>
          {t("community.lead.send")}
        </Button>
      </Stack>
    </form>
  );
}
