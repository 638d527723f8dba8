import { createElement, useSyncExternalStore } from "react";
import { i18n } from "../i18n/i18n.ts";
import type { TFunction } from "../i18n/translator.ts";
import { isApiError } from "./api-error.ts";
import { translateError } from "./translate-error.ts";

/** Notification durations from the spec (section 9). */
export const NOTIFY_MS = 3000;
export const INVALID_LINK_MS = 5000;

type Tone = "success" | "warning" | "error" | "info";

const colors: Record<Tone, string> = {
  success: "teal",
  warning: "yellow",
  error: "red",
  info: "sky",
};

// The notifications package loads on the first message, keeping it off the first screen.
let hostWanted = false;
const listeners = new Set<() => void>();

export const useNotificationsWanted = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => hostWanted,
    () => hostWanted,
  );

export function notify(
  message: string,
  options: {
    tone?: Tone;
    title?: string;
    autoClose?: number;
    id?: string;
    /** The toast leads somewhere ("Krupa sent you a message" opens the chat): its text is a button. */
    onOpen?: () => void;
  } = {},
) {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
  const tone = options.tone ?? "info";
  return import("@mantine/notifications").then(({ notifications }) => {
    const { onOpen } = options;
    notifications.show({
      id: options.id,
      title: options.title,
      message: onOpen
        ? createElement(
            "button",
            {
              type: "button",
              className: "sg-toast-open",
              onClick: () => {
                if (options.id) notifications.hide(options.id);
                onOpen();
              },
            },
            message,
          )
        : message,
      color: colors[tone],
      autoClose: options.autoClose ?? NOTIFY_MS,
      // Mantine's close button is an icon without a name; a screen reader says this.
      closeButtonProps: { "aria-label": i18n.t("common.closeMessage") },
    });
  });
}

/**
 * The one way a failed call becomes a message: the error's translated text (or `text` when a
 * page has its own wording, such as 'Blocking user failed'), and nothing at all when the app
 * already answered it (`ApiError.reported`: the 'Buy plan' warning on 402, the sign-in redirect
 * on 401). A test keeps pages from calling notify with an error's text directly.
 */
export function notifyError(t: TFunction, error: unknown, text?: string) {
  if (isApiError(error) && error.reported) return;
  return notify(text ?? translateError(t, error), { tone: "error" });
}
