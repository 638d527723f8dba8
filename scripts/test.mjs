// `npm test`: every Vitest project (unit, API on a real database, components), then the
// browser tests in Chromium when it is installed. Ends with one "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const out = mkdtempSync(join(tmpdir(), "sagpan-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRun = false;

const run = (cmd, args, env = {}) => {
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (res.status !== 0) failedRun = true;
};

const vitestJson = join(out, "vitest.json");
run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
} else {
  failedRun = true;
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(chromium)) {
  const pwJson = join(out, "playwright.json");
  run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    CHROMIUM_PATH: chromium,
  });
  if (existsSync(pwJson)) {
    const { stats } = JSON.parse(readFileSync(pwJson, "utf8"));
    // With CI set a browser test gets one retry; one that needed it is named, not hidden.
    if (stats.flaky > 0) {
      console.log(`\n${stats.flaky} browser test(s) passed only on a retry: see "flaky" above.`);
    }
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else {
    failedRun = true;
  }
} else {
  console.log(
    `\nBrowser tests skipped: no Chromium at ${chromium}. Install it with "apt-get install -y chromium" (or set CHROMIUM_PATH) to run them.`,
  );
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedRun || totals.failed > 0 ? 1 : 0);
