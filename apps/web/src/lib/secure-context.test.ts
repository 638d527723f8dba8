import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The app must work on plain http (http://<LAN address>:3000 is how a family first opens it
 * from a phone), where the browser leaves out every secure-context-only API. So the web source
 * uses none of them except through a helper with a fallback (lib/random-id.ts for UUIDs). A
 * new use fails here: give it a fallback in a helper, and list that helper below.
 */
const secureOnly: [RegExp, string][] = [
  [/\brandomUUID\b/, "crypto.randomUUID"],
  [
    /\bcrypto\s*\.\s*subtle\b|\bsubtle\s*\.\s*(digest|encrypt|decrypt|sign|verify|importKey|exportKey|generateKey|deriveKey|deriveBits|wrapKey|unwrapKey)\b/,
    "crypto.subtle",
  ],
  [/navigator\s*\.\s*clipboard\b/, "navigator.clipboard"],
  [/\bserviceWorker\b/, "navigator.serviceWorker"],
  [/navigator\s*\.\s*(share|canShare)\b/, "navigator.share"],
  [/navigator\s*\.\s*credentials\b/, "navigator.credentials"],
  [/navigator\s*\.\s*geolocation\b/, "navigator.geolocation"],
  [/\bmediaDevices\b/, "navigator.mediaDevices"],
  [
    /navigator\s*\.\s*(storage|locks|wakeLock|userAgentData|bluetooth|usb|serial|hid)\b/,
    "navigator's secure-only members",
  ],
  [
    /\bNotification\s*\.\s*(requestPermission|permission)\b|new\s+Notification\s*\(/,
    "Notification",
  ],
  [/\bcaches\s*\.\s*(open|match|keys|has|delete)\b/, "CacheStorage"],
  [
    /\b(PaymentRequest|IdleDetector|showOpenFilePicker|showSaveFilePicker)\b/,
    "secure-only constructor",
  ],
];
/**
 * Helpers that use one of them with a fallback for plain http: random-id.ts for UUIDs, and the
 * service worker's and push's, which check for them first and do nothing where they are missing
 * (the service worker's own code, apps/web/sw, runs only where there is one).
 */
const helpers = new Set(["lib/random-id.ts", "lib/service-worker.ts", "lib/web-push.ts"]);

const root = join(import.meta.dirname, "..");
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("test/");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Each secure-context-only API a file's code (comments left out) uses. */
export function secureOnlyUses(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  return secureOnly.filter(([pattern]) => pattern.test(withoutComments)).map(([, name]) => name);
}

describe("secure-context-only APIs", () => {
  it("are used in the web app only through a helper with a plain-http fallback", () => {
    const found = sources(root)
      .map((path) => relative(root, path).replaceAll("\\", "/"))
      .filter((file) => !isTest(file) && !helpers.has(file))
      .flatMap((file) =>
        secureOnlyUses(readFileSync(join(root, file), "utf8")).map((api) => `${file}: ${api}`),
      );
    expect(found).toEqual([]);
  });

  it("are found however they are written, and not in comments", () => {
    expect(secureOnlyUses("const id = crypto.randomUUID();")).toEqual(["crypto.randomUUID"]);
    expect(secureOnlyUses("await navigator.clipboard.writeText(url)")).toEqual([
      "navigator.clipboard",
    ]);
    expect(secureOnlyUses("if (navigator.share) await navigator.share({ url })")).toEqual([
      "navigator.share",
    ]);
    expect(secureOnlyUses("window.crypto.subtle.digest('SHA-256', data)")).toEqual([
      "crypto.subtle",
    ]);
    expect(secureOnlyUses("navigator.serviceWorker.register('/sw.js')")).toEqual([
      "navigator.serviceWorker",
    ]);
    expect(secureOnlyUses("// crypto.randomUUID is secure-only\nconst n = 1;")).toEqual([]);
    expect(secureOnlyUses('import { Notifications } from "@mantine/notifications";')).toEqual([]);
    expect(secureOnlyUses('<Button variant="subtle">')).toEqual([]);
  });
});
