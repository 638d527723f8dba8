// Profile assistant latency (issue 13): the time from emitting `from_user_to_bot` to the last
// `bot_reply` piece, through a real socket on the real app (PGlite, or PostgreSQL and Redis
// with DATABASE_URL / REDIS_URL), for every question of the evaluation set in turn; then the
// same with a local fake OpenAI-compatible model streaming three pieces. Also the answerer
// alone (language, subject, field and template, no database). Target: built-in p95 < 50 ms.
// First it scores the evaluation set through the socket (every part of a question answered,
// the asker's language and script): target held-out ≥ 95 %. BENCH_ROUNDS=0 scores only.
// Usage: npx tsx bench/assistant.ts (env: BENCH_ROUNDS=3)

import { performance } from "node:perf_hooks";
import { answer } from "../apps/api/src/modules/assistant/answerer.ts";
import {
  ask,
  createBride,
  createGroom,
  listen,
  openSocket,
} from "../apps/api/src/modules/assistant/assistant-fixtures.ts";
import { dev, type EvalCase, heldout } from "../apps/api/src/modules/assistant/eval/questions.ts";
import { score } from "../apps/api/src/modules/assistant/eval/score.ts";
import { startFakeOpenAi } from "../apps/api/src/modules/assistant/fake-openai.ts";
import { bearer } from "../apps/api/src/test/factories.ts";
import { createTestApp } from "../apps/api/src/test/test-app.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const questions = [...dev, ...heldout].map(([q]) => q);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (label: string, times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  console.log(
    `${label}: n=${s.length} p50=${pct(s, 50).toFixed(2)} ms p95=${pct(s, 95).toFixed(2)} ms p99=${pct(s, 99).toFixed(2)} ms`,
  );
};

async function socketRun(llmUrl: string | null) {
  const t = await createTestApp(
    llmUrl ? { env: { ASSISTANT_LLM_URL: llmUrl, ASSISTANT_LLM_MODEL: "fake" } } : {},
  );
  const url = await listen(t);
  const bride = await createBride(t);
  const groom = await createGroom(t, { plan: "Trust", verified: true });
  const socket = await openSocket(url, groom.token);
  const times: number[] = [];
  let asked = 0;
  for (let r = 0; r < rounds + 1; r++) {
    for (const q of questions) {
      // The per-member limit counts on the app's clock: a minute passes every 19 questions.
      if (++asked % 19 === 0) t.clock.advance(61_000);
      const start = performance.now();
      const reply = await ask(socket, bride.userId, q);
      if (reply.error) throw new Error(`refused: ${reply.error.code}`);
      if (r > 0) times.push(performance.now() - start); // round 0 warms up
    }
  }
  const profile = (
    await t.app.inject({ url: `/api/v1/profiles/${bride.userId}`, headers: bearer(groom.token) })
  ).json();
  socket.close();
  await t.close();
  return { times, profile };
}

/** Each set through one socket, a fresh conversation per question (no follow-up carried over). */
async function accuracy() {
  const t = await createTestApp();
  const url = await listen(t);
  const bride = await createBride(t);
  const groom = await createGroom(t, { plan: "Trust", verified: true });
  let asked = 0;
  for (const [label, set] of [
    ["tuning (dev)", dev],
    ["held-out", heldout],
  ] as [string, EvalCase[]][]) {
    const results = [];
    for (const c of set) {
      if (++asked % 19 === 0) t.clock.advance(61_000);
      const socket = await openSocket(url, groom.token);
      results.push({ c, reply: await ask(socket, bride.userId, c[0]) });
      socket.close();
    }
    const s = score(results);
    const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
    console.log(`${label}: n=${set.length} right fields ${pct(s.field)}, language ${pct(s.lang)}`);
    for (const miss of s.misses) console.log(`  miss: ${miss}`);
  }
  await t.close();
}

await accuracy();
if (rounds === 0) process.exit(0);

const builtIn = await socketRun(null);
summary("built-in, through the socket", builtIn.times);

const reply = builtIn.profile;
const alone: number[] = [];
for (let r = 0; r < rounds * 10; r++) {
  for (const q of questions) {
    const start = performance.now();
    answer(q, { reply, viewerPlan: "Trust" }, null);
    alone.push(performance.now() - start);
  }
}
summary("answerer alone (no database)", alone);

const fake = await startFakeOpenAi();
const withLlm = await socketRun(fake.url);
summary("fake OpenAI-compatible model, streamed, through the socket", withLlm.times);
await fake.close();
process.exit(0);
