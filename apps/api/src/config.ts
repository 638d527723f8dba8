import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { createSecureContext } from "node:tls";
import { z } from "zod";
import { rules } from "./rules.ts";

/** The repository root, so `./data` means the same folder whatever the working directory. */
export const repoRoot = resolve(new URL("../../../", import.meta.url).pathname);

const optionalUrl = z.url({ message: "must be a URL, e.g. scheme://host:port/path" }).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a port number from 1 to 65535" })
    .int()
    .min(1)
    .max(65535)
    .default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  // Every key and channel this deployment uses in Redis starts with it, so two deployments
  // (or a test run and a live site) can share one Redis without seeing each other's counts.
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,40}:$/, "letters, digits, '.', '_' or '-', ending in ':'")
    .default("sagpan:"),
  DEMO_DATA: z.enum(["auto", "off"]).default("auto"),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  APP_ID: z.string().min(1).default("sagpan-web"),
  /**
   * X-Requested-With values of the original system's installed clients (comma-separated):
   * their calls are answered in that system's shapes (src/compat); none by default.
   */
  LEGACY_CLIENT_IDS: z.string().optional(),
  /** Whose Ashtakoota tables score Gun Milan: Sagpan's reference tables or the original system's. */
  GUN_MILAN_CONVENTION: z.enum(["sagpan", "original"]).default("sagpan"),
  PUBLIC_URL: z.url().optional(),
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Sagpan <no-reply@sagpan.in>"),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  PAYMENTS: z.enum(["razorpay", "test"], { message: "must be razorpay or test" }).optional(),
  TRUST_PROXY: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  ASSISTANT_LLM_URL: optionalUrl,
  ASSISTANT_LLM_MODEL: z.string().min(1).default("gpt-4o-mini"),
  ASSISTANT_LLM_KEY: z.string().optional(),
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
  /** Signed-in calls per member in a minute (rules.rateLimit). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(rules.rateLimit.perMember),
  /** Anonymous calls per client address in a minute (rules.rateLimit). */
  RATE_LIMIT_ANONYMOUS_MAX: z.coerce.number().int().min(1).default(rules.rateLimit.perAddress),
  /**
   * New accounts confirm their email by a mailed link before contacting anyone; `off` for
   * trials and test harnesses (README).
   */
  EMAIL_CONFIRMATION: z.enum(["on", "off"]).default("on"),
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(rules.signUp.perAddressPerHour),
  SIGNUPS_PER_ADDRESS_PER_DAY: z.coerce
    .number()
    .int()
    .min(1)
    .default(rules.signUp.perAddressPerDay),
  /**
   * Web Push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints them) and
   * the contact push services may write to; generated into DATA_DIR when unset.
   */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL")
    .optional(),
  /** Push endpoints on these origins are taken besides the known push services (tests). */
  PUSH_ALLOWED_ORIGINS: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  ADS_PER_SESSION: z.coerce.number().int().min(0).max(10).default(rules.ads.perSession),
  AD_PUSH_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600)
    .default(rules.ads.pushDelaySeconds),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ANDROID_APP_URL: optionalUrl,
  ANDROID_MIN_VERSION: z.string().max(20).optional(),
  IOS_APP_URL: optionalUrl,
  IOS_MIN_VERSION: z.string().max(20).optional(),
  GRIEVANCE_OFFICER_NAME: z.string().default("Smt. Meena Trivedi"),
  /** The officer's name in Gujarati script, for pages shown in Gujarati. */
  GRIEVANCE_OFFICER_NAME_GU: z.string().default("શ્રીમતી મીના ત્રિવેદી"),
  GRIEVANCE_OFFICER_EMAIL: z.string().default("grievance@sagpan.in"),
  GRIEVANCE_OFFICER_PHONE: z.string().default("+91 79 4000 1234"),
});

export type Env = z.infer<typeof envSchema>;

/** PEM certificate chain and private key, read once at start. */
export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

export interface Config
  extends Omit<
    Env,
    | "JWT_SECRET"
    | "TRUST_PROXY"
    | "PAYMENTS"
    | "CORS_ORIGINS"
    | "LEGACY_CLIENT_IDS"
    | "VAPID_PUBLIC_KEY"
    | "VAPID_PRIVATE_KEY"
    | "PUSH_ALLOWED_ORIGINS"
  > {
  /** App identifiers answered in the original system's shapes (LEGACY_CLIENT_IDS). */
  legacyClientIds: string[];
  dataDir: string;
  /**
   * Whose X-Forwarded-For to believe, as Fastify's trustProxy takes it: false (the
   * connection's address is the client's), the proxies' addresses, or a hop count.
   */
  trustProxy: false | string[] | number;
  /**
   * Front ends on other origins allowed to call the API and open its sockets (CORS_ORIGINS);
   * empty by default: the app's own origin only.
   */
  corsOrigins: string[];
  /** Razorpay when its keys are set; the built-in test checkout only when chosen. */
  payments: "razorpay" | "test";
  jwtSecret: string;
  /** The VAPID key pair from the environment, or null: generated into DATA_DIR on first use. */
  vapidKeys: VapidKeys | null;
  /** Origins (https) whose push endpoints are taken besides the known push services. */
  pushAllowedOrigins: string[];
  publicUrl: string;
  /** Serve HTTPS (HTTP/2 and HTTP/1.1) with these; null means plain HTTP, e.g. behind a proxy. */
  tls: TlsFiles | null;
}

/** A VAPID key pair, base64url: the public key an uncompressed P-256 point, the private 32 bytes. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; every wrong variable gets its own line. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (shells and CI often export VAR= to clear one).
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(present);
  const lines = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`,
      );
  if (present.DATABASE_URL && !present.JWT_SECRET) {
    lines.push("  JWT_SECRET: is required when DATABASE_URL is set (every API node must share it)");
  }
  const tls = loadTls(present, lines);
  const trustProxy = parseTrustProxy(present.TRUST_PROXY, lines);
  const payments = choosePayments(present, lines);
  const corsOrigins = parseOrigins(present.CORS_ORIGINS, lines);
  const legacyClientIds = parseLegacyClientIds(present, lines);
  const vapidKeys = parseVapidKeys(present, lines);
  const pushAllowedOrigins = parseOrigins(
    present.PUSH_ALLOWED_ORIGINS,
    lines,
    "PUSH_ALLOWED_ORIGINS",
  );
  // Pushes go out over https only (web-push): an http origin could never be reached.
  if (pushAllowedOrigins.some((origin) => !origin.startsWith("https://")))
    lines.push("  PUSH_ALLOWED_ORIGINS: must be https origins");
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = resolve(repoRoot, env.DATA_DIR);
  const {
    JWT_SECRET,
    TRUST_PROXY: _trust,
    PAYMENTS: _payments,
    CORS_ORIGINS: _cors,
    LEGACY_CLIENT_IDS: _legacy,
    VAPID_PUBLIC_KEY: _vapidPublic,
    VAPID_PRIVATE_KEY: _vapidPrivate,
    PUSH_ALLOWED_ORIGINS: _pushOrigins,
    ...rest
  } = env;
  return {
    ...rest,
    legacyClientIds,
    dataDir,
    trustProxy,
    corsOrigins,
    payments,
    jwtSecret: JWT_SECRET ?? embeddedSecret(dataDir),
    vapidKeys,
    pushAllowedOrigins,
    publicUrl: env.PUBLIC_URL ?? `${tls ? "https" : "http"}://localhost:${env.PORT}`,
    tls,
  };
}

/**
 * Off unless set: believing X-Forwarded-For from anyone lets a client name its own address
 * and walk past the sign-in lockout and the rate limit. Set, it lists the proxies in front
 * (IPs, CIDR ranges, or loopback, linklocal, uniquelocal): the header is believed only from
 * them, hop by hop. "true" would believe the header's first entry, which the client writes,
 * and is refused.
 */
function parseTrustProxy(value: string | undefined, lines: string[]): false | string[] | number {
  const setting = value?.trim().toLowerCase();
  if (!setting || setting === "off" || setting === "false" || setting === "0") return false;
  // A hop count believes the last N entries whoever connects (app.ts warns at start): only for
  // a port that nothing but the proxies can reach. Fastify 5 fails closed on a bare number,
  // so app.ts turns it into a trust function.
  if (/^\d+$/.test(setting) && Number(setting) <= 10) return Number(setting);
  const entries = setting.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length === 0) return entries;
  const why =
    setting === "true" || setting === "on"
      ? "trusting every hop would let clients forge their address"
      : /^\d+$/.test(setting)
        ? "a hop count is at most 10"
        : `not an address: ${bad.join(", ")}`;
  lines.push(
    `  TRUST_PROXY: must be off, the addresses of the proxies in front (e.g. 10.0.0.5,10.1.0.0/16,loopback) or a hop count; ${why}`,
  );
  return false;
}

/**
 * The original system's app identifiers; Sagpan's own (APP_ID) may not be one, or its web app
 * would be answered in the other system's shapes.
 */
function parseLegacyClientIds(env: Record<string, string | undefined>, lines: string[]) {
  const ids = (env.LEGACY_CLIENT_IDS ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.includes(env.APP_ID ?? "sagpan-web")) {
    lines.push(
      "  LEGACY_CLIENT_IDS: must not include APP_ID (Sagpan's own web app would get the original system's replies)",
    );
  }
  return ids;
}

/**
 * Exact origins (scheme, host and port, as a browser sends them in Origin), comma-separated.
 * No wildcard: every front end allowed to act with a member's token is named.
 */
function parseOrigins(
  value: string | undefined,
  lines: string[],
  variable = "CORS_ORIGINS",
): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim().replace(/\/+$/, ""))
    .filter(Boolean);
  const bad = entries.filter((entry) => originOf(entry) !== entry.toLowerCase());
  if (bad.length > 0) {
    lines.push(
      `  ${variable}: must be origins like https://app.example.in, comma-separated; not an origin: ${bad.join(", ")}`,
    );
  }
  return entries.map((entry) => entry.toLowerCase());
}

function originOf(entry: string): string | null {
  try {
    const url = new URL(entry);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Both VAPID keys or neither (then they are generated into DATA_DIR on first use), each of the
 * right size: a push signed with a key other than the one a browser subscribed with is refused.
 */
function parseVapidKeys(
  present: Record<string, string | undefined>,
  lines: string[],
): VapidKeys | null {
  const publicKey = present.VAPID_PUBLIC_KEY;
  const privateKey = present.VAPID_PRIVATE_KEY;
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) {
    lines.push(
      `  ${publicKey ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"}: is required with ${publicKey ? "VAPID_PUBLIC_KEY" : "VAPID_PRIVATE_KEY"}`,
    );
    return null;
  }
  const bytes = (value: string) =>
    /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, "base64url") : Buffer.alloc(0);
  const pub = bytes(publicKey);
  if (pub.length !== 65 || pub[0] !== 4)
    lines.push(
      "  VAPID_PUBLIC_KEY: must be a base64url P-256 public key (65 bytes), as web-push generate-vapid-keys prints it",
    );
  if (bytes(privateKey).length !== 32)
    lines.push("  VAPID_PRIVATE_KEY: must be a base64url P-256 private key (32 bytes)");
  return { publicKey: publicKey.replace(/=+$/, ""), privateKey: privateKey.replace(/=+$/, "") };
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [ip, bits, extra] = entry.split("/");
  const family = isIP(ip ?? "");
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Razorpay when both keys are set. Without them the built-in test checkout hands out plans for
 * free, so production runs it only when PAYMENTS=test says so (main logs a warning).
 */
function choosePayments(
  present: Record<string, string | undefined>,
  lines: string[],
): "razorpay" | "test" {
  const id = present.RAZORPAY_KEY_ID;
  const secret = present.RAZORPAY_KEY_SECRET;
  if (Boolean(id) !== Boolean(secret)) {
    lines.push(
      `  ${id ? "RAZORPAY_KEY_SECRET" : "RAZORPAY_KEY_ID"}: is required with ${id ? "RAZORPAY_KEY_ID" : "RAZORPAY_KEY_SECRET"}`,
    );
    return "test";
  }
  const keys = Boolean(id && secret);
  const chosen = present.PAYMENTS;
  if (chosen === "test" && keys) {
    lines.push("  PAYMENTS: is test, but the Razorpay keys are set; unset one or the other");
  } else if (chosen === "razorpay" && !keys) {
    lines.push("  PAYMENTS: razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET");
  } else if (!keys && !chosen && present.NODE_ENV === "production") {
    lines.push(
      "  PAYMENTS: production needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET; set PAYMENTS=test to run the free test checkout knowingly",
    );
  }
  return keys ? "razorpay" : "test";
}

/**
 * Both PEM files or neither. They are read and paired here, so a wrong path or a key that
 * does not belong to the certificate stops the start with a line, not a stack trace later.
 */
function loadTls(present: Record<string, string | undefined>, lines: string[]): TlsFiles | null {
  const certFile = present.TLS_CERT_FILE;
  const keyFile = present.TLS_KEY_FILE;
  if (!certFile && !keyFile) return null;
  if (!keyFile) {
    lines.push("  TLS_KEY_FILE: is required when TLS_CERT_FILE is set");
    return null;
  }
  if (!certFile) {
    lines.push("  TLS_CERT_FILE: is required when TLS_KEY_FILE is set");
    return null;
  }
  const cert = readPem("TLS_CERT_FILE", certFile, lines);
  const key = readPem("TLS_KEY_FILE", keyFile, lines);
  if (!cert || !key) return null;
  try {
    createSecureContext({ cert, key });
  } catch (err) {
    lines.push(`  TLS_CERT_FILE, TLS_KEY_FILE: not a usable certificate and key (${message(err)})`);
    return null;
  }
  return { cert, key };
}

/** Paths resolve like DATA_DIR: relative to the repository root. */
function readPem(variable: string, path: string, lines: string[]): Buffer | null {
  const file = resolve(repoRoot, path);
  try {
    return readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    lines.push(`  ${variable}: cannot read ${file}${code ? ` (${code})` : ""}`);
    return null;
  }
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Embedded mode generates the signing secret once and keeps it beside the database. */
function embeddedSecret(dataDir: string): string {
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
