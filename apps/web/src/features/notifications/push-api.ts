import type { PushKey } from "@sagpan/contract";
import { api, apiRequest } from "../../lib/api.ts";
import { pushAsk } from "../../lib/push-ask.ts";
import { subscribeToPush, unsubscribeFromPush } from "../../lib/web-push.ts";

/** How turning push on ended: on, refused by the member or the browser, or not possible here. */
export type PushOutcome = "on" | "denied" | "default" | "unsupported";

/**
 * Push on for this device (from a click): the browser's permission, a subscription with the
 * server's VAPID key, and the subscription sent to the server (POST /api/v1/push/subscriptions,
 * api-contract.md). A refusal is remembered, so the offer is not made again unasked.
 */
export async function turnOnPush(): Promise<PushOutcome> {
  const subscription = await subscribeToPush(() =>
    api.get<PushKey>("/api/v1/push/key").then((reply) => reply.key),
  );
  if (typeof subscription === "string") {
    if (subscription === "denied") pushAsk.answered("denied");
    return subscription;
  }
  await api.post("/api/v1/push/subscriptions", { subscription });
  pushAsk.answered("on");
  return "on";
}

/** Push off for this device: the browser's subscription ended and the server told to forget it. */
export async function turnOffPush(): Promise<void> {
  const endpoint = await unsubscribeFromPush();
  if (endpoint) {
    await apiRequest("/api/v1/push/subscriptions", { method: "DELETE", body: { endpoint } });
  }
  pushAsk.answered("off");
}
