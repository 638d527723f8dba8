import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import webpush from "web-push";
import type { Config, VapidKeys } from "../../config.ts";

/** The VAPID identity pushes are signed with: the key pair and a contact for push services. */
export interface Vapid extends VapidKeys {
  subject: string;
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise a pair generated once into
 * DATA_DIR (like the JWT secret) and kept, since every browser subscribed with the public key.
 * Read on first use, so an app that never pushes writes nothing.
 */
export function vapidOf(config: Config): () => Vapid {
  let found: Vapid | null = null;
  return () => {
    found ??= {
      ...(config.vapidKeys ?? embeddedVapidKeys(config.dataDir)),
      subject: config.VAPID_SUBJECT ?? subjectOf(config),
    };
    return found;
  };
}

/** A contact push services accept: the public https address, else the sender's mailbox. */
function subjectOf(config: Config): string {
  if (config.publicUrl.startsWith("https://") && !/\/\/localhost[:/]?/.test(config.publicUrl))
    return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

function embeddedVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, "vapid-keys.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  // "wx": two processes starting on one new DATA_DIR keep the first pair written.
  try {
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    return JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
  }
  return keys;
}
