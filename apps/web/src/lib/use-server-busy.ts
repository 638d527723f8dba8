import { useSyncExternalStore } from "react";
import { serverBusy } from "./server-busy.ts";

/** Whether a call waits on a busy server (lib/server-busy.ts), re-rendering as that changes. */
export function useServerBusy(): boolean {
  return useSyncExternalStore(serverBusy.subscribe, serverBusy.now, serverBusy.now);
}
