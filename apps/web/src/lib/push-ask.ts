import { useSyncExternalStore } from "react";

/**
 * When Sagpan offers push notifications unasked (issue 22): after the member has sent an
 * interest, when a reply is worth hearing of at once, and never during the first visit on this
 * device (sign-up is enough for one visit). An interest sent during the first visit makes the
 * offer come on the next one. Once the member has answered (yes, not now, or the browser's
 * block), it never comes again unasked; /settings/notifications keeps the switch.
 */
const CHOICE = "sagpan_push_choice";
const DUE = "sagpan_push_due";
const SEEN = "sagpan_seen";
const FIRST_VISIT = "sagpan_first_visit";

export type PushChoice = "on" | "off" | "denied";

let wanted = false;
const listeners = new Set<() => void>();

function setWanted(next: boolean) {
  if (wanted === next) return;
  wanted = next;
  for (const listener of listeners) listener();
}

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null) {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage refused (a private window's quota): the offer may come again; nothing breaks.
  }
}

/**
 * Counts a visit (a tab's session) and tells whether it is the first on this device. Called by
 * the member's live connection as each visit starts, so a later visit is never taken for the
 * first.
 */
export function noteVisit(): boolean {
  if (read(sessionStorage, FIRST_VISIT) === "1") return true;
  if (read(localStorage, SEEN) === null) {
    write(localStorage, SEEN, "1");
    write(sessionStorage, FIRST_VISIT, "1");
    return true;
  }
  return false;
}

export const pushAsk = {
  /** A visit has started: an interest sent on an earlier one may bring the offer now. */
  visitStarted() {
    const first = noteVisit();
    if (!first && read(localStorage, DUE) === "1" && read(localStorage, CHOICE) === null) {
      setWanted(true);
    }
  },
  /** The member has sent an interest. */
  interestSent() {
    if (read(localStorage, CHOICE) !== null) return;
    write(localStorage, DUE, "1");
    if (!noteVisit()) setWanted(true);
  },
  /** The member answered, here or on the settings page: never offered unasked again. */
  answered(choice: PushChoice) {
    write(localStorage, CHOICE, choice);
    write(localStorage, DUE, null);
    setWanted(false);
  },
  /** The offer cannot be made here (no push in this browser): left for another visit. */
  notNow() {
    setWanted(false);
  },
  choice: () => read(localStorage, CHOICE) as PushChoice | null,
};

/** True while the offer should be shown. */
export const usePushAskWanted = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => wanted,
    () => false,
  );
