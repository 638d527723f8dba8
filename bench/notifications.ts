// Notifications at scale (issue 22 item 5): the 7 am digest for 100,000 members, a tenth of
// them with something new, rendered and handed to SMTP (a local SMTP server this script runs)
// through the app's own queue, in under 10 minutes with memory flat (the digest takes members
// a page at a time; the peak RSS is reported); a second run sends nothing. Then 10,000 pushes
// queued as notify() queues them, fanned out to a local push service in under 60 s.
// The app runs in this process (its pg-boss workers, mailer and push sender as in production),
// so this process's RSS is the app's.
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/notifications.ts
// (BENCH_MEMBERS, BENCH_PUSHES to change the sizes; BENCH_DATABASE_NAME when another run shares
// the machine.)

import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import webpush from "web-push";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { openPostgres } from "../apps/api/src/db/client.ts";
import { seedDemo } from "../apps/api/src/seed/seed.ts";
import { decryptPush, startPushService } from "../apps/api/src/test/push-service.ts";
import { freshDatabase } from "./shared.ts";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const members = Number(process.env.BENCH_MEMBERS ?? 100_000);
const pushes = Number(process.env.BENCH_PUSHES ?? 10_000);
const name = process.env.BENCH_DATABASE_NAME ?? "sagpan_bench_notifications";
const withNews = Math.round(members / 10);
// One in a hundred of those with news never confirmed their address: no digest for them.
const unconfirmed = Math.round(withNews / 100);
const expectedMails = withNews - unconfirmed;

const mb = (bytes: number) => Math.round(bytes / 1_048_576);
const seconds = (ms: number) => Number((ms / 1000).toFixed(1));
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

// The SMTP server mail is handed to: it reads each message to the end and counts it.
let received = 0;
let lastReceivedAt = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      received += 1;
      lastReceivedAt = performance.now();
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;
const pushService = await startPushService();

// The community: 200 demo profiles are the members the news is about; the recipients are
// plain accounts, inserted in SQL (the digest reads their address, language and settings).
const url = await freshDatabase(adminUrl, name);
const database = await openPostgres(url);
await database.migrate();
await seedDemo(database.db, { password: "sagpan123", profiles: 200 });
const seedStart = performance.now();
const sql = new pg.Client({ connectionString: url });
await sql.connect();
await sql.query(
  `insert into users (id, email, lang, email_confirmed_at, created_at)
   select 'bench-' || lpad(i::text, 6, '0'), 'member' || i || '@bench.sagpan.in',
     case when i % 3 = 0 then 'gu' else 'en' end,
     case when i <= $2 and i > $2 - $3 then null else now() end, now()
   from generate_series(1, $1) i`,
  [members, withNews, unconfirmed],
);
// Yesterday's news of daily kinds for the first tenth: a visit from one of the community
// (its first name is in the mail) and the day's recommendations.
await sql.query(
  `with actors as (select array_agg(id order by id) ids from profiles where id not like 'bench-%')
   insert into notifications (id, user_id, kind, actor_id, data, created_at)
   select gen_random_uuid()::text, 'bench-' || lpad(i::text, 6, '0'), k.kind,
     case when k.kind = 'profile_viewed' then a.ids[1 + i % array_length(a.ids, 1)] end,
     case when k.kind = 'profile_viewed' then '{}'::jsonb else '{"count": 7}'::jsonb end,
     now() - interval '3 hours'
   from generate_series(1, $1) i, actors a,
     (values ('profile_viewed'), ('recommendations_ready')) k(kind)`,
  [withNews],
);
await sql.query("analyze");
log(
  `${members} members, ${withNews} with news (${unconfirmed} unconfirmed) in ${seconds(performance.now() - seedStart)} s`,
);

const vapid = webpush.generateVAPIDKeys();
const config = loadConfig({
  NODE_ENV: "production",
  PAYMENTS: "test",
  DATABASE_URL: url,
  JWT_SECRET: randomBytes(32).toString("hex"),
  LOG_LEVEL: "warn",
  PUBLIC_URL: "https://sagpan.example",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  EMAIL_CONFIRMATION: "on",
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: "mailto:bench@sagpan.in",
  PUSH_ALLOWED_ORIGINS: pushService.origin,
});
const app = await buildApp({
  config,
  database,
  redis: null,
  logger: false,
  webDist: null,
  keyPrefix: `sagpan-bench-${randomBytes(3).toString("hex")}:`,
  pushAgent: pushService.agent,
  // As in production (pg-boss polls every 2 s when idle), without the cron schedules.
  jobs: { schedules: false },
});
await app.ready();

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 100);
const waitUntil = async (done: () => boolean | Promise<boolean>, what: string, limitMs: number) => {
  const end = Date.now() + limitMs;
  let next = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > next) {
      next += 10_000;
      log(
        `… ${what}: ${received} mails at SMTP, ${pushService.requests} pushes, ${await app.jobs.queueDepth()} jobs queued`,
      );
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
const count = async (query: string) => Number((await sql.query(query)).rows[0].n);

// 1. The digest, and every mail it made handed to SMTP.
global.gc?.();
const rssBefore = process.memoryUsage.rss();
peakRss = rssBefore;
const digestStart = performance.now();
await app.jobs.send("notifications.digest", {});
await waitUntil(
  async () =>
    received >= expectedMails &&
    (await count("select count(*) n from outbox where sent_at is null")) === 0,
  "the digest's mails",
  30 * 60_000,
);
const digestMs = lastReceivedAt - digestStart;
const digestPeak = peakRss;
const mailsStored = await count("select count(*) n from outbox where kind = 'notification_digest'");
log(
  `digest: ${received} mails handed to SMTP in ${seconds(digestMs)} s (${mailsStored} stored); RSS ${mb(rssBefore)} MB before, peak ${mb(digestPeak)} MB`,
);

// 2. A second run finds nothing left to send.
const secondStart = performance.now();
await app.jobs.send("notifications.digest", {});
await waitUntil(async () => (await app.jobs.queueDepth()) === 0, "the second digest", 10 * 60_000);
await new Promise((resolve) => setTimeout(resolve, 2000));
const secondMs = performance.now() - secondStart;
const afterSecond = await count("select count(*) n from outbox where kind = 'notification_digest'");
const secondSent = afterSecond - mailsStored;
log(
  `second digest: ${secondSent} new mails, ${received - expectedMails} more at SMTP (${seconds(secondMs)} s)`,
);

// 3. Pushes: one device each for the first `pushes` members, one notification each, queued as
// the notifications channel queues them (a push.send job per notification), in one write.
const device = pushService.subscriber();
await sql.query(
  `insert into push_subscriptions (endpoint, user_id, p256dh, auth, created_at)
   select $2 || '/push/bench-' || i, 'bench-' || lpad(i::text, 6, '0'), $3, $4, now()
   from generate_series(1, $1) i`,
  [pushes, pushService.origin, device.subscription.keys.p256dh, device.subscription.keys.auth],
);
const ids = (
  await sql.query<{ id: string }>(
    `with actors as (select array_agg(id order by id) ids from profiles where id not like 'bench-%')
     insert into notifications (id, user_id, kind, actor_id, data, created_at, emailed_at)
     select gen_random_uuid()::text, 'bench-' || lpad(i::text, 6, '0'), 'interest_received',
       a.ids[1 + i % array_length(a.ids, 1)], '{"interest_id": "bench"}'::jsonb, now(), now()
     from generate_series(1, $1) i, actors a
     returning id`,
    [pushes],
  )
).rows.map((row) => row.id);
const pushStart = performance.now();
const rssBeforePush = process.memoryUsage.rss();
peakRss = rssBeforePush;
await app.jobs.sendMany(
  "push.send",
  ids.map((id) => ({ notificationId: id })),
);
const queuedMs = performance.now() - pushStart;
await pushService.waitFor(pushes, 10 * 60_000);
const pushMs = performance.now() - pushStart;
const sample = JSON.parse(decryptPush(pushService.received.at(-1)!.body, device));
log(
  `push: ${pushes} queued in ${seconds(queuedMs)} s, all at the push service after ${seconds(pushMs)} s (peak RSS ${mb(peakRss)} MB); one reads "${sample.body}"`,
);

clearInterval(sampler);
const load = loadavg().map((x) => Number(x.toFixed(2)));
log(`load average (1, 5, 15 min): ${load.join(", ")}`);
await app.close();
await sql.end();
await database.close();
await pushService.close();
smtp.close();

const summary = {
  members,
  withNews,
  unconfirmed,
  digest: {
    mails: received,
    expected: expectedMails,
    seconds: seconds(digestMs),
    rssBeforeMB: mb(rssBefore),
    rssPeakMB: mb(digestPeak),
  },
  secondDigest: { newMails: secondSent, seconds: seconds(secondMs) },
  push: {
    pushes,
    queuedSeconds: seconds(queuedMs),
    seconds: seconds(pushMs),
    rssPeakMB: mb(peakRss),
  },
  loadAverage: load,
};
mkdirSync(new URL("./results", import.meta.url), { recursive: true });
writeFileSync(
  new URL("./results/notifications.json", import.meta.url),
  JSON.stringify(summary, null, 2),
);
const met = received === expectedMails && digestMs < 600_000 && secondSent === 0 && pushMs < 60_000;
console.log(
  `digest ${seconds(digestMs)} s (target < 600 s), second run ${secondSent} mails (target 0), ${pushes} pushes ${seconds(pushMs)} s (target < 60 s)${met ? "" : "  NOT MET"}`,
);
process.exit(met ? 0 : 1);
