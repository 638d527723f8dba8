import type { Session } from "@sagpan/contract";
import { useSyncExternalStore } from "react";
import { sessionStore } from "./session.ts";

/** The signed-in member's session, or null for a visitor; re-renders when it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
