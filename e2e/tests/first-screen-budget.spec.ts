import { expect, test } from "@playwright/test";
import {
  BUDGET_KB,
  firstPages,
  firstVisitScripts,
  publicProfilePath,
} from "../../bench/first-visit-js.ts";

// The pages a visit most often starts on (the home page, sign-up, sign-in, the blog, a shared
// profile) download at most 150 KB of gzipped JavaScript each, as bench/login-js.ts measures
// them (issue 23, item 13; docs/performance.md): a change that makes one heavier fails here.
for (const asked of firstPages) {
  test(`a first visit to ${asked} downloads at most ${BUDGET_KB} KB of gzipped JavaScript`, async ({
    browser,
    baseURL,
  }) => {
    const path = asked === "profile" ? await publicProfilePath(baseURL!) : asked;
    const context = await browser.newContext();
    const { scripts, kb } = await firstVisitScripts(await context.newPage(), baseURL! + path);
    await context.close();
    const list = scripts
      .map((s) => `${(s.gzip / 1024).toFixed(1)} KB ${new URL(s.url).pathname}`)
      .join("\n");
    expect(scripts.length, "the page loaded no script").toBeGreaterThan(3);
    expect(
      kb,
      `${path}: ${kb.toFixed(1)} KB gzipped in ${scripts.length} scripts\n${list}`,
    ).toBeLessThanOrEqual(BUDGET_KB);
  });
}
