import type { Gender, ManagedBy, PhotoVisibility } from "@sagpan/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import {
  birthdateError,
  emailError,
  type MessageKey,
  passwordError,
  requiredError,
} from "./validation.ts";

export interface SignUpValues {
  email: string;
  password: string;
  name: string;
  lastName: string;
  gender: Gender | "";
  birthdate: string;
  managed_by: ManagedBy;
  /** Who may see the photos: asked here once, saved to the privacy settings after sign-up. */
  photos: PhotoVisibility;
  declaration: boolean;
  consent: boolean;
}

/** Server codes that belong under one field rather than above the button. */
export const fieldForCode: Record<string, keyof SignUpValues> = {
  "auth.email_taken": "email",
  "auth.underage": "birthdate",
  "auth.password_too_short": "password",
};

/** Every value of the contract's managed_by enum; the Record type fails if one is missing. */
const managedByChoices: Record<ManagedBy, true> = {
  self: true,
  parent: true,
  sibling: true,
  relative: true,
  friend: true,
};
export const managedByOptions = Object.keys(managedByChoices) as ManagedBy[];

/** Every photo choice of the contract (a type-only import: the contract's schemas stay off /signup). */
const photoChoices: Record<PhotoVisibility, true> = {
  members: true,
  connected: true,
  on_request: true,
};
export const photoOptions = Object.keys(photoChoices) as PhotoVisibility[];

/** The answer the sign-up form recommends, chosen until the family picks another. */
export const recommendedPhotos: PhotoVisibility = "connected";

export const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

type Errors = Partial<Record<string, string>>;
type Checks = {
  [K in keyof SignUpValues]?: (value: SignUpValues[K], values: SignUpValues) => string | null;
};

/**
 * The form's values and errors, as the Mantine inputs take them (`value`/`checked`, `onChange`
 * with an event or a value, `error`): what this one form used of @mantine/form, whose 6 KB of
 * JavaScript made the sign-up page, a visitor's first page, heavier than its budget. An error
 * goes when its field changes; submitting checks every field first.
 */
function useFields(initialValues: SignUpValues, checks: Checks) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors>({});

  const setValue = <K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors((before) => {
      if (!(field in before)) return before;
      const { [field]: _gone, ...rest } = before;
      return rest;
    });
  };

  const onChangeOf =
    <K extends keyof SignUpValues>(field: K, read: (target: HTMLInputElement) => unknown) =>
    (input: unknown) => {
      const value =
        typeof input === "object" && input !== null && "currentTarget" in input
          ? read(input.currentTarget as HTMLInputElement)
          : input;
      setValue(field, value as SignUpValues[K]);
    };
  /** A field's value, its change (an input's event or a value: a radio group's) and error. */
  const getInputProps = <K extends keyof SignUpValues>(field: K) => ({
    value: values[field],
    onChange: onChangeOf(field, (target) => target.value),
    error: errors[field],
  });
  const getCheckboxProps = (field: "declaration" | "consent") => ({
    checked: values[field],
    onChange: onChangeOf(field, (target) => target.checked),
    error: errors[field],
  });

  const onSubmit =
    (handler: (values: SignUpValues) => void) => (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const found: Errors = {};
      for (const field of Object.keys(checks) as (keyof SignUpValues)[]) {
        const check = checks[field] as
          | ((value: unknown, values: SignUpValues) => string | null)
          | undefined;
        const message = check?.(values[field], values);
        if (message) found[field] = message;
      }
      setErrors(found);
      if (Object.keys(found).length === 0) handler(values);
    };

  return {
    values,
    errors,
    getInputProps,
    getCheckboxProps,
    onSubmit,
    setErrors: (next: Errors) => setErrors(next),
  };
}

/**
 * The sign-up form with the client-side checks that mirror the contract. After a Google
 * sign-in the email is Google's and there is no password; names start from Google's.
 */
export function useSignupForm(google?: { email: string; name: string; lastName: string }) {
  const { t } = useTranslation();
  const message = (key: MessageKey | null) => (key ? t(key) : null);

  return useFields(
    {
      email: google?.email ?? "",
      password: "",
      name: google?.name ?? "",
      lastName: google?.lastName ?? "",
      gender: "",
      birthdate: "",
      managed_by: "self",
      photos: recommendedPhotos,
      declaration: false,
      consent: false,
    },
    {
      email: (value) => message(emailError(value)),
      password: (value) => (google ? null : message(passwordError(value))),
      name: (value) => message(requiredError(value)),
      lastName: (value) => message(requiredError(value)),
      gender: (value) => (value ? null : t("validation.gender")),
      birthdate: (value, values) =>
        value ? message(birthdateError(value, values.gender)) : t("validation.birthdate"),
      declaration: (value) => (value ? null : t("validation.declaration")),
      consent: (value) => (value ? null : t("validation.consent")),
    },
  );
}
