// What a first visit to a page downloads as JavaScript, gzipped (level 9): measured in a real
// Chromium by bench/login-js.ts (the numbers in docs/performance.md) and held to the budget by
// e2e/tests/first-screen-budget.spec.ts, so a page that grows over it fails the tests.
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

/** Each page a visit most often starts on: at most this much gzipped JavaScript. */
export const BUDGET_KB = 150;

/** The pages held to the budget; "profile" stands for a public profile (publicProfilePath). */
export const firstPages = ["/", "/signup", "/login", "/blogs", "profile"] as const;

/** A public profile's page, as a shared link opens it: the first of the public list. */
export async function publicProfilePath(base: string) {
  const res = await fetch(`${base}/api/v1/view/profiles/?limit=1`);
  const { data } = (await res.json()) as { data: { id: string }[] };
  if (!data[0]) throw new Error("no public profile to open (seed the demo community)");
  return `/profile/${Buffer.from(data[0].id).toString("base64url")}`;
}

export type Script = { url: string; raw: number; gzip: number };

/**
 * Opens `url` in `page` (a fresh context: nothing cached, no session) and sums the scripts it
 * downloads until the network is idle: what loads after the first screen but before then (the
 * idle work) counts too.
 */
export async function firstVisitScripts(page: Page, url: string) {
  const scripts: Script[] = [];
  const reading: Promise<void>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() !== "script") return;
    reading.push(
      res
        .body()
        .then((body) => {
          scripts.push({
            url: res.url(),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        })
        .catch(() => {}),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await Promise.all(reading);
  const kb = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
  const rawKb = scripts.reduce((sum, s) => sum + s.raw, 0) / 1024;
  return { scripts: scripts.sort((a, b) => b.gzip - a.gzip), kb, rawKb };
}
