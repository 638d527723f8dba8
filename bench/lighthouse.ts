// Lighthouse (mobile preset) on the profile list and a profile page, signed in as a demo member.
// Starts the API with the built web app on a fresh PGlite folder holding the demo community, the
// way `npm start` does. Usage: npm run build -w @sagpan/web && npm run lighthouse -w @sagpan/bench
// Options: BENCH_RUNS (default 3, the median run is reported), BENCH_URL to use a running app,
// BENCH_REPORT_DIR to keep the full reports, BENCH_CPU_SLOWDOWN to replace the preset's 4x CPU
// slowdown (a diagnostic: 1 shows what the network alone costs; the target is on the preset).

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "./shared.ts";

const port = Number(process.env.BENCH_PORT ?? 3292);
const debugPort = port + 1;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const TARGET = { performance: 90, cls: 0.05 };
const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : null;
const demo = { email: "free@demo.sagpan.in", password: "sagpan123" };

async function startApi(): Promise<{ base: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL, stop: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), "sagpan-lighthouse-"));
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
    },
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    stdio: "ignore",
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
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

const api = await startApi();
// The session lives in localStorage, so Lighthouse must not reset storage: the browser's default
// profile (a persistent context) is signed in first, then Lighthouse attaches over the debug port.
const profileDir = mkdtempSync(join(tmpdir(), "sagpan-lighthouse-chrome-"));
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: chromiumPath,
  headless: true,
  args: [...chromiumArgs, `--remote-debugging-port=${debugPort}`],
});

const page = context.pages()[0] ?? (await context.newPage());
await page.goto(`${api.base}/login`);
await page.locator('input[type="email"]').fill(demo.email);
await page.locator('input[type="password"]').fill(demo.password);
await page.locator('button[type="submit"]').click();
await page.waitForURL(/\/profiles$/);
// A profile page: the first card of the list (its link carries the base64 id).
const href = await page.locator('a[href^="/profile/"]').first().getAttribute("href");
if (!href) throw new Error("no profile card on /profiles");
const cdp = await context.newCDPSession(page);

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

async function audit(path: string): Promise<Row> {
  // Cold HTTP cache for every run, but keep the session in localStorage.
  await cdp.send("Network.clearBrowserCache");
  await page.goto("about:blank");
  const result = await lighthouse(
    api.base + path,
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
  if (dir)
    writeFileSync(join(dir, `${path.split("/")[1]}-${Date.now()}.json`), result.report as string);
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

let failed = false;
try {
  for (const path of ["/profiles", href]) {
    const rows: Row[] = [];
    for (let i = 0; i < runs; i++) rows.push(await audit(path));
    rows.sort((a, b) => a.score - b.score);
    const median = rows[Math.floor(rows.length / 2)]!;
    const ok = median.score >= TARGET.performance && median.cls <= TARGET.cls;
    if (!ok) failed = true;
    console.log(
      `${path}: performance ${median.score} (runs ${rows.map((r) => r.score).join(", ")}), ` +
        `CLS ${median.cls.toFixed(3)}, LCP ${(median.lcp / 1000).toFixed(2)} s, ` +
        `TBT ${Math.round(median.tbt)} ms, FCP ${(median.fcp / 1000).toFixed(2)} s, ` +
        `host benchmark index ${Math.round(median.hostIndex)}` +
        ` — ${ok ? "met" : "NOT met"} (≥ ${TARGET.performance}, CLS ≤ ${TARGET.cls})`,
    );
  }
} finally {
  await context.close();
  rmSync(profileDir, { recursive: true, force: true });
  await api.stop();
}
process.exit(failed ? 1 : 0);
