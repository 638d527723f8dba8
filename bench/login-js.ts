// Measures the JavaScript a first visit to a page downloads, gzipped, in a real Chromium: the
// pages a visitor most often opens first (the home page, sign-up, sign-in, the blog and a shared
// profile), each within the budget (first-visit-js.ts; the e2e test first-screen-budget holds
// them to it).
// Usage: npm start (in another shell), then: npx tsx bench/login-js.ts [path...]
// "profile" stands for the first profile of the public list (its /profile/{pid}).

import { chromium } from "@playwright/test";
import { BUDGET_KB, firstPages, firstVisitScripts, publicProfilePath } from "./first-visit-js.ts";
import { chromiumArgs, chromiumPath } from "./shared.ts";

const base = process.env.BENCH_URL ?? "http://localhost:3000";
const asked = process.argv.slice(2);
const paths = asked.length > 0 ? asked : firstPages;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let over = false;
for (const asked of paths) {
  const path = asked === "profile" ? await publicProfilePath(base) : asked;
  const context = await browser.newContext();
  const { scripts, kb, rawKb } = await firstVisitScripts(await context.newPage(), base + path);
  console.log(
    `${asked}: ${scripts.length} scripts, ${kb.toFixed(1)} KB gzipped (${rawKb.toFixed(1)} KB raw); budget ${BUDGET_KB} KB`,
  );
  for (const s of scripts) {
    console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(s.url).pathname}`);
  }
  if (kb > BUDGET_KB) over = true;
  await context.close();
}
await browser.close();
process.exit(over ? 1 : 0);
