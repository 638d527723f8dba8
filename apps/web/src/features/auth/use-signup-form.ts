import { useForm } from "@mantine/form";
import type { Gender, ManagedBy, PhotoVisibility } from "@sagpan/contract";
import { useTranslation } from "react-i18next";
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

/** The answer the sign-up form recommends, chosen until the family picks another. */
export const recommendedPhotos: PhotoVisibility = "connected";

export const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * The sign-up form with the client-side checks that mirror the contract. After a Google
 * sign-in the email is Google's and there is no password; names start from Google's.
 */
export function useSignupForm(google?: { email: string; name: string; lastName: string }) {
  const { t } = useTranslation();
  const message = (key: MessageKey | null) => (key ? t(key) : null);

  return useForm<SignUpValues>({
    initialValues: {
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
    validate: {
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
  });
}
