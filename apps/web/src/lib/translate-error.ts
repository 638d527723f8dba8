import type { TFunction } from "../i18n/translator.ts";
import { isApiError } from "./api-error.ts";

/** Turns an API error into translated text: key `errors.<code>`, the server message as fallback. */
export function translateError(t: TFunction, error: unknown): string {
  if (isApiError(error)) return t(`errors.${error.code}`, { defaultValue: error.message });
  return t("errors.server.error");
}

const ERROR_CODE = /^[a-z_]+\.[a-z_.]+$/;

/**
 * Field errors from the server's `fields` map, translated where the text is a known code
 * (for example `auth.email_taken`), shown as is otherwise.
 */
export function translateFields(t: TFunction, error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.fields) return {};
  const out: Record<string, string> = {};
  for (const [field, text] of Object.entries(error.fields)) {
    out[field] = ERROR_CODE.test(text) ? t(`errors.${text}`, { defaultValue: text }) : text;
  }
  return out;
}
