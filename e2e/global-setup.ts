import type { FullConfig } from "@playwright/test";
import { startMailCatcher } from "./mail-catcher.ts";
import { startPushCatcher } from "./push-catcher.ts";

/**
 * Runs once, after the web server is up. A fresh demo community runs an ad for Free members
 * (apps/api/src/seed/demo-ad.ts). It must be there: this fails the run if not. Then it is
 * stopped, because every journey that signs up a new member (a Free member) would otherwise
 * meet its popup a few seconds in (AD_PUSH_DELAY_SECONDS) over whatever it was clicking;
 * ads.spec.ts makes and checks its own ads, and stops them after each test for the same reason.
 * It also starts the SMTP server the app mails to (mail-catcher.ts) and the push service it
 * pushes to (push-catcher.ts), stopped at the end.
 */
export default async function globalSetup(config: FullConfig) {
  const stopMail = await startMailCatcher(
    Number(process.env.E2E_SMTP_PORT),
    process.env.E2E_MAIL_FILE ?? "",
  );
  const stopPush = await startPushCatcher({
    port: Number(process.env.E2E_PUSH_PORT),
    file: process.env.E2E_PUSH_FILE ?? "",
    cert: process.env.E2E_PUSH_CERT ?? "",
    key: process.env.E2E_PUSH_KEY ?? "",
  });
  const base = config.projects[0]?.use.baseURL;
  if (!base) throw new Error("no baseURL");
  const signedIn = await fetch(`${base}/api/v1/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.sagpan.in", password: "sagpan123" }),
  });
  const { token } = (await signedIn.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const { data } = (await (await fetch(`${base}/api/v1/admin/ads`, { headers })).json()) as {
    data: { id: string; state: string; target: string }[];
  };
  const running = data.filter((ad) => ad.state === "running");
  if (!running.some((ad) => ad.target === "free")) {
    throw new Error("the demo community runs no ad for Free members (seed/demo-ad.ts)");
  }
  for (const ad of running) {
    const res = await fetch(`${base}/api/v1/admin/ads/${ad.id}/stop`, { method: "POST", headers });
    if (!res.ok) throw new Error(`stopping the demo ad answered ${res.status}`);
  }
  return async () => {
    await Promise.all([stopMail(), stopPush()]);
  };
}
