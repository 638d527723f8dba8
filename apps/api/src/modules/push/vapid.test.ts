import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { ConfigError, loadConfig } from "../../config.ts";
import { vapidOf } from "./vapid.ts";

const dir = mkdtempSync(join(tmpdir(), "sagpan-vapid-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = { JWT_SECRET: "x".repeat(40), DATA_DIR: dir };
const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  return null;
};

describe("VAPID keys", () => {
  it("are generated once into DATA_DIR and kept, when not set", () => {
    const first = vapidOf(loadConfig(base))();
    const file = join(dir, "vapid-keys.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8")).publicKey).toBe(first.publicKey);
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    // Another start (another process) reads the same pair back.
    expect(vapidOf(loadConfig(base))()).toEqual(first);
    expect(first.subject).toBe("mailto:no-reply@sagpan.in");
  });

  it("come from the environment when set, with the subject given or the public https address", () => {
    const keys = webpush.generateVAPIDKeys();
    const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
    expect(vapidOf(loadConfig({ ...base, ...env, PUBLIC_URL: "https://sagpan.in" }))()).toEqual({
      ...keys,
      subject: "https://sagpan.in",
    });
    expect(
      vapidOf(loadConfig({ ...base, ...env, VAPID_SUBJECT: "mailto:ops@sagpan.in" }))().subject,
    ).toBe("mailto:ops@sagpan.in");
  });

  it("refuse one key without the other, keys of the wrong size, and a subject push services refuse", () => {
    const keys = webpush.generateVAPIDKeys();
    expect(errorOf({ VAPID_PUBLIC_KEY: keys.publicKey })).toContain(
      "VAPID_PRIVATE_KEY: is required with VAPID_PUBLIC_KEY",
    );
    expect(
      errorOf({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.publicKey }),
    ).toMatch(/VAPID_PUBLIC_KEY: must be[\s\S]*VAPID_PRIVATE_KEY: must be/);
    expect(errorOf({ VAPID_SUBJECT: "ops@sagpan.in" })).toContain(
      "VAPID_SUBJECT: must be a mailto: address or an https: URL",
    );
    expect(errorOf({ PUSH_ALLOWED_ORIGINS: "http://127.0.0.1:9000" })).toContain(
      "PUSH_ALLOWED_ORIGINS: must be https origins",
    );
    expect(errorOf({ PUSH_ALLOWED_ORIGINS: "https://127.0.0.1:9000/path" })).toContain(
      "PUSH_ALLOWED_ORIGINS: must be origins",
    );
  });
});
