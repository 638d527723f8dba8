import type { PushSubscriptionJson } from "@sagpan/contract";
import { registerServiceWorker, serviceWorkerSupported } from "./service-worker.ts";

/**
 * Web Push on this device, where the browser has it: a secure context with a service worker,
 * PushManager and notifications. Elsewhere (plain http, an iPhone's Safari tab before the app
 * is added to the home screen) everything here answers "unsupported" and does nothing.
 */
export type PushPermission = "unsupported" | "default" | "granted" | "denied";

export function pushPermission(): PushPermission {
  if (!serviceWorkerSupported() || !("PushManager" in window) || !("Notification" in window)) {
    return "unsupported";
  }
  return Notification.permission;
}

/** The VAPID public key (base64url, as GET /api/v1/push/key gives it) as PushManager wants it. */
export function applicationServerKey(key: string): Uint8Array<ArrayBuffer> {
  const base64 = (key + "=".repeat((4 - (key.length % 4)) % 4))
    .replaceAll("-", "+")
    .replaceAll("_", "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This device's subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushPermission() === "unsupported") return null;
  const registration = await registerServiceWorker();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks the browser's permission and subscribes this device with the server's key (`serverKey`
 * fetches it). Call it straight from the member's click: the permission is asked first, as
 * browsers refuse a prompt that no recent gesture started. Returns the subscription to send to
 * the server, or the permission that stopped it.
 */
export async function subscribeToPush(
  serverKey: () => Promise<string>,
): Promise<PushSubscriptionJson | "denied" | "default" | "unsupported"> {
  if (pushPermission() === "unsupported") return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission;
  const registration = await registerServiceWorker();
  if (!registration) return "unsupported";
  await navigator.serviceWorker.ready;
  const server = applicationServerKey(await serverKey());
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's keys were replaced) cannot be used.
  if (subscription && !sameKey(subscription.options.applicationServerKey, server)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: server,
  });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) {
    throw new Error("the browser gave a subscription without its keys");
  }
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array) {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}

/** Ends this device's subscription; returns its endpoint for the server to forget, if any. */
export async function unsubscribeFromPush(): Promise<string | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
