// Lighthouse (mobile preset) on the profile list and a profile page, signed in as a demo member.
// Starts the API with the built web app on a fresh PGlite folder holding the demo community, the
// way `npm start` does, once per protocol:
//   h2: HTTPS with HTTP/2 (TLS_CERT_FILE/TLS_KEY_FILE, a throwaway self-signed certificate made
//       with openssl), how the app reaches members in production;
//   h1: plain HTTP/1.1, what `npm start` serves on localhost.
// Usage: npm run build -w @sagpan/web && npm run lighthouse -w @sagpan/bench
// Options: BENCH_PROTOCOLS (default "h2,h1"), BENCH_RUNS (default 3, the median run is
// reported), BENCH_URL to use a running app instead (its scheme decides the protocol),
// BENCH_REPORT_DIR to keep the full reports, BENCH_CPU_SLOWDOWN to replace the preset's 4x CPU
// slowdown (a diagnostic: 1 shows what the network alone costs; the target is on the preset).

import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "./shared.ts";

type Protocol = "h1" | "h2";

const port = Number(process.env.BENCH_PORT ?? 3292);
const debugPort = port + 1;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const protocols = (process.env.BENCH_PROTOCOLS ?? "h2,h1").split(",") as Protocol[];
const TARGET = { performance: 90, cls: 0.05 };
const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : null;
const demo = { email: "free@demo.sagpan.in", password: "sagpan123" };

/** A self-signed certificate for 127.0.0.1, valid for a day, in `dir`. */
function makeCertificate(dir: string) {
  const certFile = join(dir, "cert.pem");
  const keyFile = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", keyFile, "-out", certFile, "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
    ],
    { stdio: "ignore" },
  );
  return { certFile, keyFile };
}

async function startApi(protocol: Protocol): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "sagpan-lighthouse-"));
  const tls = protocol === "h2" ? makeCertificate(dataDir) : null;
  const child: ChildProcess = spawn("npm", ["run", "start", "-w", "@sagpan/api"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      DEMO_DATA: "auto",
      LOG_LEVEL: "warn",
      TLS_CERT_FILE: tls?.certFile ?? "",
      TLS_KEY_FILE: tls?.keyFile ?? "",
    },
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    stdio: "ignore",
    detached: true,
  });
  const base = `${tls ? "https" : "http"}://127.0.0.1:${port}`;
  // This process's health polling below trusts the throwaway certificate.
  if (tls) process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: async () => {
      process.kill(-child.pid!, "SIGTERM");
      await new Promise((r) => child.on("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Row = {
  path: string;
  score: number;
  cls: number;
  lcp: number;
  tbt: number;
  fcp: number;
  /** Lighthouse's measure of the host's speed: the 4x CPU slowdown is applied on top of it. */
  hostIndex: number;
};

/** Signs the demo member in (the session lives in the origin's localStorage). */
async function signIn(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/login`);
  await page.locator('input[type="email"]').fill(demo.email);
  await page.locator('input[type="password"]').fill(demo.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/profiles$/);
  // A profile page: the first card of the list (its link carries the base64 id).
  const href = await page.locator('a[href^="/profile/"]').first().getAttribute("href");
  if (!href) throw new Error("no profile card on /profiles");
  return href;
}

async function audit(context: BrowserContext, page: Page, url: string): Promise<Row> {
  const path = new URL(url).pathname;
  // Cold HTTP cache for every run, but keep the session in localStorage.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  await page.goto("about:blank");
  const result = await lighthouse(
    url,
    {
      port: debugPort,
      disableStorageReset: true,
      onlyCategories: ["performance"],
      output: "json",
      logLevel: "error",
      // Merged into the mobile preset's throttling: only the CPU multiplier changes.
      ...(cpuSlowdown !== null && { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    },
    undefined,
  );
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  const { lhr } = result;
  // BENCH_REPORT_DIR keeps each full report (JSON) for a look at the audits behind the score.
  const dir = process.env.BENCH_REPORT_DIR;
  if (dir) {
    const name = `${new URL(url).protocol.replace(":", "")}-${path.split("/")[1]}-${Date.now()}.json`;
    writeFileSync(join(dir, name), result.report as string);
  }
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== path) {
    throw new Error(`${path} ended at ${lhr.finalDisplayedUrl}: not signed in?`);
  }
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: num("cumulative-layout-shift"),
    lcp: num("largest-contentful-paint"),
    tbt: num("total-blocking-time"),
    fcp: num("first-contentful-paint"),
    hostIndex: lhr.environment.benchmarkIndex,
  };
}

// The session lives in localStorage, so Lighthouse must not reset storage: the browser's default
// profile (a persistent context) is signed in first, then Lighthouse attaches over the debug port.
// The throwaway certificate is accepted by a flag of this browser only.
const profileDir = mkdtempSync(join(tmpdir(), "sagpan-lighthouse-chrome-"));
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: chromiumPath,
  headless: true,
  args: [...chromiumArgs, `--remote-debugging-port=${debugPort}`, "--ignore-certificate-errors"],
});
const page = context.pages()[0] ?? (await context.newPage());

let failed = false;
try {
  const targets: {
    label: string;
    api: () => Promise<{ base: string; stop: () => Promise<void> }>;
  }[] = process.env.BENCH_URL
    ? [
        {
          label: process.env.BENCH_URL,
          api: async () => ({ base: process.env.BENCH_URL!, stop: async () => {} }),
        },
      ]
    : protocols.map((protocol) => ({
        label: protocol === "h2" ? "HTTPS, HTTP/2" : "HTTP/1.1",
        api: () => startApi(protocol),
      }));
  for (const target of targets) {
    const api = await target.api();
    try {
      const href = await signIn(page, api.base);
      for (const path of ["/profiles", href]) {
        const rows: Row[] = [];
        for (let i = 0; i < runs; i++) rows.push(await audit(context, page, api.base + path));
        rows.sort((a, b) => a.score - b.score);
        const median = rows[Math.floor(rows.length / 2)]!;
        const ok = median.score >= TARGET.performance && median.cls <= TARGET.cls;
        if (!ok) failed = true;
        console.log(
          `${target.label} ${path}: performance ${median.score} (runs ${rows.map((r) => r.score).join(", ")}), ` +
            `CLS ${median.cls.toFixed(3)}, LCP ${(median.lcp / 1000).toFixed(2)} s, ` +
            `TBT ${Math.round(median.tbt)} ms, FCP ${(median.fcp / 1000).toFixed(2)} s, ` +
            `host benchmark index ${Math.round(median.hostIndex)}` +
            ` — ${ok ? "met" : "NOT met"} (≥ ${TARGET.performance}, CLS ≤ ${TARGET.cls})`,
        );
      }
    } finally {
      await api.stop();
    }
  }
} finally {
  await context.close();
  rmSync(profileDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
