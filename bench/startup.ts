// Times a cold `npm start`-style boot: from process start to /api/health answering 200, on a
// fresh data folder (first start: migrations + demo community) and again on the same folder.
// Usage: npm run build -w @sagpan/web && npx tsx bench/startup.ts
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = 3199;
const dataDir = mkdtempSync(join(tmpdir(), "sagpan-bench-"));

async function boot(label: string) {
  const started = performance.now();
  const child = spawn("npm", ["run", "start", "-w", "@sagpan/api"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
    detached: true,
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`${label}: healthy after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.kill(-child.pid!, "SIGTERM");
  await new Promise((r) => child.on("exit", r));
}

await boot("first start (migrate + seed)");
await boot("second start");
rmSync(dataDir, { recursive: true, force: true });
