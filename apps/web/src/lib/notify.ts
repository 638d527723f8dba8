import { useSyncExternalStore } from "react";

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
  options: { tone?: Tone; title?: string; autoClose?: number; id?: string } = {},
) {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
  const tone = options.tone ?? "info";
  return import("@mantine/notifications").then(({ notifications }) => {
    notifications.show({
      id: options.id,
      title: options.title,
      message,
      color: colors[tone],
      autoClose: options.autoClose ?? NOTIFY_MS,
    });
  });
}
