// Measures the JavaScript a first visit to a page downloads, gzipped, in a real Chromium: the
// pages a visitor most often opens first (the home page, sign-up, sign-in, the blog and a shared
// profile), each within the budget.
// Usage: npm start (in another shell), then: npx tsx bench/login-js.ts [path...]
// "profile" stands for the first profile of the public list (its /profile/{pid}).

import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./shared.ts";

const base = process.env.BENCH_URL ?? "http://localhost:3000";
const asked = process.argv.slice(2);
const paths = asked.length > 0 ? asked : ["/", "/signup", "/login", "/blogs", "profile"];
const BUDGET_KB = 150;

/** A public profile's page, as a shared link opens it. */
async function publicProfilePath() {
  const res = await fetch(`${base}/api/v1/view/profiles/?limit=1`);
  const { data } = (await res.json()) as { data: { id: string }[] };
  if (!data[0]) throw new Error("no public profile to open (seed the demo community)");
  return `/profile/${Buffer.from(data[0].id).toString("base64url")}`;
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let over = false;
for (const asked of paths) {
  const path = asked === "profile" ? await publicProfilePath() : asked;
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on("response", async (res) => {
    if (res.request().resourceType() !== "script") return;
    const body = await res.body().catch(() => null);
    if (body)
      scripts.push({ url: res.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(base + path, { waitUntil: "networkidle" });
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0) / 1024;
  console.log(
    `${asked}: ${scripts.length} scripts, ${total.toFixed(1)} KB gzipped (${raw.toFixed(1)} KB raw); budget ${BUDGET_KB} KB`,
  );
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(s.url).pathname}`);
  }
  if (total > BUDGET_KB) over = true;
  await context.close();
}
await browser.close();
process.exit(over ? 1 : 0);
