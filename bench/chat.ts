// Live chat under load (issue 16, item 3): two API processes sharing PostgreSQL and Redis,
// 10,000 members in 5,000 chatting pairs with one socket each, the two members of a pair on
// different processes, so every message crosses the Redis adapter. Messages are POSTed to the
// sender's process at a steady rate; the latency is from just before the POST to the moment
// the receiver's socket gets the `message` event. Targets: p99 < 100 ms, zero lost.
// Then the failover phase: sending goes on while one process is killed with SIGKILL; its
// members reconnect to the other (a load balancer's failover, done by the client here) and
// senders whose process is gone send to the other. Every acknowledged (201) message must reach
// its receiver, live or in the thread the app reloads after a reconnect (it is in the
// database); the time each member took to be back is reported.
// Members are seeded straight into the database with signed tokens: 10,000 sign-ups or
// sign-ins would meet the per-address sign-up limit and only measure argon2.
// Usage: bench/chat.sh (raises the open-file limit, then runs this) or npm run chat -w bench.
// Env: BENCH_DATABASE_URL, BENCH_REDIS_URL, BENCH_SECONDS=60, BENCH_RATE=200,
// BENCH_PAIRS=5000, BENCH_WARMUP=5, BENCH_FAILOVER_SECONDS=20 (0: no failover phase),
// BENCH_PORTS=3194,3195, BENCH_LOG_LEVEL, BENCH_CPU_PROF=<dir>.

import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { and, inArray, isNull } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { openPostgres } from "../apps/api/src/db/client.ts";
import { uuidv7 } from "../apps/api/src/lib/ids.ts";
import { users } from "../apps/api/src/modules/accounts/accounts.table.ts";
import { createTokenService } from "../apps/api/src/modules/accounts/tokens.ts";
import { chatRequests } from "../apps/api/src/modules/chat-requests/chat-requests.table.ts";
import { messages } from "../apps/api/src/modules/messages/messages.table.ts";
import { seedDemo } from "../apps/api/src/seed/seed.ts";
import { freshDatabase } from "./shared.ts";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const rate = Number(process.env.BENCH_RATE ?? 200);
const pairs = Number(process.env.BENCH_PAIRS ?? 5000);
const failoverSeconds = Number(process.env.BENCH_FAILOVER_SECONDS ?? 20);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 5);
const graceMs = 5_000;
const ports = (process.env.BENCH_PORTS ?? "3194,3195").split(",").map(Number);
const name = "sagpan_bench_chat";
const secret = "bench-secret-bench-secret-bench-secret-123";
const root = new URL("..", import.meta.url).pathname;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Member {
  id: string;
  token: string;
  /** Index into `ports`: the process this member's socket and sends go to. */
  node: number;
  partner: string;
}

/** Seeds the community (one shared password hash), then pairs members with accepted requests. */
async function seed(url: string): Promise<Member[]> {
  const database = await openPostgres(url);
  await database.migrate();
  await seedDemo(database.db, { password: "sagpan123", profiles: pairs * 2 });
  const rows = await database.db
    .select({ id: users.id, version: users.tokenVersion })
    .from(users)
    .where(and(isNull(users.deletedAt), isNull(users.suspendedAt)))
    .limit(pairs * 2);
  if (rows.length < pairs * 2) throw new Error(`only ${rows.length} members to pair`);
  const now = new Date();
  await database.db.insert(chatRequests).values(
    Array.from({ length: pairs }, (_, k) => ({
      id: uuidv7(),
      fromId: rows[k]!.id,
      toId: rows[k + pairs]!.id,
      status: "accepted" as const,
      createdAt: now,
      answeredAt: now,
    })),
  );
  await database.query("analyze");
  await database.close();
  // Tokens signed with the processes' secret: 1,000 sign-ins would only measure argon2.
  const tokens = createTokenService(secret);
  const members: Member[] = [];
  for (let k = 0; k < pairs; k++) {
    const a = rows[k]!;
    const b = rows[k + pairs]!;
    const sign = async (row: typeof a) =>
      (await tokens.sign({ userId: row.id, version: row.version }, now)).token;
    members.push({ id: a.id, token: await sign(a), node: k % 2, partner: b.id });
    members.push({ id: b.id, token: await sign(b), node: (k + 1) % 2, partner: a.id });
  }
  return members;
}

// Loaded into each API process: answers the bench's "memory" message over the IPC channel with
// process.memoryUsage() after a full GC, so heapUsed is live objects, not garbage.
const probe = `data:text/javascript,${encodeURIComponent(
  'process.on("message",(m)=>{if(m==="memory"){globalThis.gc?.();process.send({type:"memory",...process.memoryUsage()})}})',
)}`;

function startApi(url: string, port: number): ChildProcess {
  const child = spawn(
    process.execPath,
    [
      "--expose-gc",
      // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each API process when it stops.
      ...(process.env.BENCH_CPU_PROF
        ? ["--cpu-prof", "--cpu-prof-dir", process.env.BENCH_CPU_PROF]
        : []),
      "--import",
      "tsx",
      "--import",
      probe,
      "apps/api/src/main.ts",
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: url,
        REDIS_URL: redisUrl,
        JWT_SECRET: secret,
        RATE_LIMIT_MAX: "100000000",
        RATE_LIMIT_ANONYMOUS_MAX: "100000000",
        // BENCH_LOG_LEVEL=info logs each request's responseTime: the server's share of a send.
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
      },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    },
  );
  child.on("exit", (code, signal) => {
    if (!stopping) console.error(`API on ${port} exited (${code ?? signal})`);
  });
  return child;
}

interface Memory {
  rss: number;
  heapUsed: number;
}
function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    const listener = (m: { type?: string } & Memory) => {
      if (m.type !== "memory") return;
      child.off("message", listener);
      resolve({ rss: m.rss, heapUsed: m.heapUsed });
    };
    child.on("message", listener);
    child.send("memory");
  });
}

/** CPU seconds (user + system) a process has used, from /proc (Linux clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** PostgreSQL backends serving the bench database (their titles name it), with CPU seconds. */
function databaseCpu(): Map<number, number> {
  const backends = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (title.startsWith("postgres:") && title.includes(name)) {
        backends.set(Number(entry), cpuSeconds(Number(entry)));
      }
    } catch {
      // The process ended while we looked.
    }
  }
  return backends;
}

async function waitHealthy(port: number) {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`API on ${port} never became healthy`);
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
/** POST /api/v1/message/ to a process; resolves with the status (0 for a network error). */
function post(port: number, token: string, body: object): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/v1/message/",
        method: "POST",
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(payload);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const mb = (bytes: number) => bytes / 1024 / 1024;
const round = (n: number, digits = 1) => Number(n.toFixed(digits));

let stopping = false;
const url = await freshDatabase(adminUrl, name);
const seedStart = performance.now();
const members = await seed(url);
console.log(
  `seeded ${members.length} members in ${pairs} pairs in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
);

const apis = ports.map((port) => startApi(url, port));
const stop = () => {
  stopping = true;
  for (const child of apis) child.kill("SIGTERM");
};
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});
try {
  await Promise.all(ports.map(waitHealthy));
  // A few sends before the idle memory reading, so it includes loaded code and pools.
  for (let i = 0; i < 40; i++) {
    const m = members[i % members.length]!;
    await post(ports[m.node]!, m.token, { message: { to: m.partner, message: "warm-up" } });
  }
  await sleep(500);
  const idle = await Promise.all(apis.map(memoryOf));

  // Sent: client id → time before the POST; received: client id → latency at the receiver.
  const sentAt = new Map<string, number>();
  const latency = new Map<string, number>();
  let duplicates = 0;
  // The member's current socket; replaced when the member fails over to the other process.
  const socketOf = new Map<string, Socket>();
  /** Killed processes (index into `ports`): their members reconnect to the other. */
  const dead = new Set<number>();
  let killedAt = 0;
  /** Milliseconds from the kill to each failed-over member's `joined` on the other process. */
  const reconnectMs: number[] = [];
  const liveNode = (node: number) => (dead.has(node) ? 1 - node : node);

  function open(m: Member, node: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const socket = connect(`http://127.0.0.1:${ports[node]}`, {
        auth: { token: m.token, client: "bench" },
        transports: ["websocket"],
        // One connection per member, as 10,000 phones would have; failover is ours (below).
        forceNew: true,
        reconnection: false,
      });
      socket.on("message", (event: { message: { to: string; client_id: string | null } }) => {
        if (event.message.to !== m.id) return; // the sender's own copy
        const id = event.message.client_id ?? "";
        const t0 = sentAt.get(id);
        if (t0 === undefined || id === "") return;
        if (latency.has(id)) duplicates += 1;
        else latency.set(id, performance.now() - t0);
      });
      socket.once("joined", () => resolve());
      socket.once("connect_error", reject);
      socket.on("disconnect", () => {
        if (stopping || !dead.has(node)) return;
        // Like socket.io's own reconnection: a random wait of up to a second, so the killed
        // process's members do not all arrive in the same millisecond, and again after a
        // failed attempt (a handshake that timed out while 5,000 arrived at once).
        const attempt = (tries: number) =>
          open(m, liveNode(node))
            .then(() => reconnectMs.push(performance.now() - killedAt))
            .catch((err) => {
              if (tries < 5 && !stopping)
                setTimeout(() => attempt(tries + 1), Math.random() * 1000);
              else console.error(`reconnect of ${m.id} failed: ${err}`);
            });
        setTimeout(() => attempt(1), Math.random() * 1000);
      });
      socketOf.set(m.id, socket);
    });
  }

  const connectStart = performance.now();
  for (let i = 0; i < members.length; i += 50) {
    await Promise.all(members.slice(i, i + 50).map((m) => open(m, m.node)));
  }
  const connectSeconds = (performance.now() - connectStart) / 1000;
  await sleep(1_000);
  const connected = await Promise.all(apis.map(memoryOf));
  console.log(`${socketOf.size} sockets connected in ${connectSeconds.toFixed(1)} s`);

  const statuses = new Map<number, number>();
  const httpMs: number[] = [];
  /** Client ids of the failover phase the API acknowledged (201). */
  const acknowledged = new Set<string>();
  /**
   * Sends `total` messages at `rate` per second: each tick sends what the schedule owes, so
   * timer jitter does not lower the rate. Only `measured` sends are timed and counted.
   */
  async function sendAtRate(
    total: number,
    prefix: string,
    measured: boolean,
    during?: (elapsedMs: number) => void,
  ) {
    const pending: Promise<void>[] = [];
    const start = performance.now();
    let sent = 0;
    while (sent < total) {
      during?.(performance.now() - start);
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      for (; sent < due; sent++) {
        // Pairs take turns, and within a pair the direction alternates.
        const pairIndex = sent % pairs;
        const from = members[pairIndex * 2 + (Math.floor(sent / pairs) % 2)]!;
        const clientId = `${prefix}${sent}`;
        const t0 = performance.now();
        if (measured) sentAt.set(clientId, t0);
        pending.push(
          post(ports[liveNode(from.node)]!, from.token, {
            message: { to: from.partner, message: `bench ${sent}`, client_id: clientId },
          })
            // A send cut off by the kill is sent again to the process that is left, with the
            // same client id (the API keeps one message per sender and client id).
            .then((status) =>
              status === 0 && prefix === "f"
                ? post(ports[liveNode(from.node)]!, from.token, {
                    message: { to: from.partner, message: `bench ${sent}`, client_id: clientId },
                  })
                : status,
            )
            .then((status) => {
              // 200: the message was stored by the cut-off send (same client id): acknowledged too.
              if ((status === 201 || status === 200) && prefix === "f") acknowledged.add(clientId);
              if (!measured) return;
              httpMs.push(performance.now() - t0);
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (status !== 201) sentAt.delete(clientId);
            }),
        );
      }
      await sleep(2);
    }
    return pending;
  }

  // Warm-up at the full rate, not measured: the pools grow to their working size (a new
  // PostgreSQL backend's first queries are slow) and the hot paths get compiled. Without it
  // most of the slow sends of a run fell in its first five seconds.
  await Promise.all(await sendAtRate(warmupSeconds * rate, "w", false));
  await sleep(1_000);

  const total = Math.round(seconds * rate);
  const runStart = performance.now();
  const cpuBefore = apis.map((child) => cpuSeconds(child.pid!));
  const clientCpuBefore = process.cpuUsage();
  const databaseCpuBefore = databaseCpu();
  const loadBefore = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const pending = await sendAtRate(total, "b", true);
  // When the machine is starved the loop itself falls behind: the rate achieved is reported.
  const sendSeconds = (performance.now() - runStart) / 1000;
  await Promise.all(pending);
  const runSeconds = (performance.now() - runStart) / 1000;
  const apiCpu = apis.map((child, n) => cpuSeconds(child.pid!) - cpuBefore[n]!);
  const clientCpu = process.cpuUsage(clientCpuBefore);
  let databaseSeconds = 0;
  for (const [pid, cpu] of databaseCpu())
    databaseSeconds += cpu - (databaseCpuBefore.get(pid) ?? 0);
  const accepted = sentAt.size;
  // Everything answered 2xx must reach its receiver within the grace period.
  const graceEnd = performance.now() + graceMs;
  while (latency.size < accepted && performance.now() < graceEnd) await sleep(50);
  const after = await Promise.all(apis.map(memoryOf));

  const values = [...latency.values()].sort((x, y) => x - y);
  // Slow messages by the second they were sent in: a few bad seconds point at stalls (GC,
  // other work on the machine), slowness spread over the whole run at steady overload.
  const slowBySecond = new Map<number, number>();
  for (const [id, ms] of latency) {
    if (ms < 100) continue;
    const second = Math.floor(((sentAt.get(id) ?? runStart) - runStart) / 1000);
    slowBySecond.set(second, (slowBySecond.get(second) ?? 0) + 1);
  }
  const http = httpMs.sort((x, y) => x - y);
  const perNode = ports.map((_, n) => members.filter((m) => m.node === n).length);
  const memory = ports.map((port, n) => ({
    port,
    sockets: perNode[n],
    idle: { rssMB: round(mb(idle[n]!.rss)), heapUsedMB: round(mb(idle[n]!.heapUsed)) },
    connected: {
      rssMB: round(mb(connected[n]!.rss)),
      heapUsedMB: round(mb(connected[n]!.heapUsed)),
    },
    afterLoad: { rssMB: round(mb(after[n]!.rss)), heapUsedMB: round(mb(after[n]!.heapUsed)) },
    perSocketKB: {
      rss: round((connected[n]!.rss - idle[n]!.rss) / 1024 / perNode[n]!),
      heapUsed: round((connected[n]!.heapUsed - idle[n]!.heapUsed) / 1024 / perNode[n]!),
    },
  }));
  const summary = {
    pairs,
    sockets: socketOf.size,
    seconds,
    warmupSeconds,
    rate,
    sendSeconds: round(sendSeconds),
    runSeconds: round(runSeconds),
    attempted: total,
    accepted,
    statuses: Object.fromEntries(statuses),
    received: latency.size,
    lost: accepted - latency.size,
    duplicates,
    latencyMs: {
      p50: round(percentile(values, 50)),
      p95: round(percentile(values, 95)),
      p99: round(percentile(values, 99)),
      max: round(values.at(-1) ?? Number.NaN),
    },
    over100ms: {
      messages: values.filter((v) => v >= 100).length,
      seconds: slowBySecond.size,
      worstSeconds: [...slowBySecond].sort((x, y) => y[1] - x[1]).slice(0, 5),
    },
    httpMs: {
      p50: round(percentile(http, 50)),
      p99: round(percentile(http, 99)),
      max: round(http.at(-1) ?? Number.NaN),
    },
    // CPU per accepted message: what each send costs the API processes and the bench client.
    cpuMsPerMessage: {
      api: round(((apiCpu[0]! + apiCpu[1]!) * 1000) / accepted, 2),
      postgres: round((databaseSeconds * 1000) / accepted, 2),
      client: round((clientCpu.user + clientCpu.system) / 1000 / accepted, 2),
    },
    apiCpuShare: apiCpu.map((c) => round(c / runSeconds, 2)),
    // The machine's load average (1, 5, 15 min) at the start and the end of the run: other
    // work on the same two cores shows up in the tail latency.
    loadAverage: {
      before: loadBefore,
      after: readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" "),
    },
    connectSeconds: round(connectSeconds),
    memory,
  };
  /**
   * Sends at the same rate for `failoverSeconds`, killing process 1 with SIGKILL after a
   * quarter of it (at most 5 s in). Returns what was acknowledged, delivered live, found in
   * the threads, lost, and how long the killed process's members took to be back.
   */
  async function failoverPhase() {
    const victim = 1;
    const victimMembers = members.filter((m) => m.node === victim).length;
    statuses.clear();
    httpMs.length = 0;
    const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
    const killAfterMs = Math.min(5_000, failoverSeconds * 250);
    let killed = false;
    const pending = await sendAtRate(Math.round(failoverSeconds * rate), "f", true, (elapsed) => {
      if (killed || elapsed < killAfterMs) return;
      killed = true;
      killedAt = performance.now();
      dead.add(victim);
      apis[victim]!.kill("SIGKILL");
      console.log(`killed the API on ${ports[victim]} (SIGKILL)`);
    });
    await Promise.all(pending);
    const backBy = performance.now() + 30_000;
    while (reconnectMs.length < victimMembers && performance.now() < backBy) await sleep(100);
    const live = () => [...acknowledged].filter((id) => latency.has(id)).length;
    const graceBy = performance.now() + graceMs;
    while (live() < acknowledged.size && performance.now() < graceBy) await sleep(50);
    const missing = [...acknowledged].filter((id) => !latency.has(id));
    // What the app reloads after a reconnect: the thread, from the database.
    const database = await openPostgres(url);
    const stored = new Set<string>();
    for (let i = 0; i < missing.length; i += 1000) {
      const rows = await database.db
        .select({ id: messages.clientId })
        .from(messages)
        .where(inArray(messages.clientId, missing.slice(i, i + 1000)));
      for (const row of rows) if (row.id) stored.add(row.id);
    }
    await database.close();
    const survivor = await memoryOf(apis[1 - victim]!);
    const reconnect = reconnectMs.sort((x, y) => x - y);
    const delivered = [...acknowledged]
      .map((id) => latency.get(id))
      .filter((v): v is number => v !== undefined)
      .sort((x, y) => x - y);
    return {
      seconds: failoverSeconds,
      killedAfterSeconds: killAfterMs / 1000,
      attempted: Math.round(failoverSeconds * rate),
      statuses: Object.fromEntries(statuses),
      acknowledged: acknowledged.size,
      deliveredLive: acknowledged.size - missing.length,
      inThreadOnly: stored.size,
      lost: missing.length - stored.size,
      duplicates,
      liveLatencyMs: {
        p50: round(percentile(delivered, 50)),
        p99: round(percentile(delivered, 99)),
        max: round(delivered.at(-1) ?? Number.NaN),
      },
      membersToReconnect: victimMembers,
      reconnected: reconnect.length,
      // From the kill to each member's `joined` on the other process (includes the client's
      // random wait of up to 1 s before reconnecting).
      reconnectMs: {
        p50: round(percentile(reconnect, 50)),
        p99: round(percentile(reconnect, 99)),
        all: round(reconnect.at(-1) ?? Number.NaN),
      },
      survivor: {
        port: ports[1 - victim],
        sockets: [...socketOf.values()].filter((x) => x.connected).length,
        rssMB: round(mb(survivor.rss)),
        heapUsedMB: round(mb(survivor.heapUsed)),
      },
      loadAverage: {
        before: load,
        after: readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" "),
      },
    };
  }

  const failover = failoverSeconds > 0 ? await failoverPhase() : null;
  const report = { ...summary, failover };
  mkdirSync(new URL("./results", import.meta.url), { recursive: true });
  writeFileSync(new URL("./results/chat.json", import.meta.url), JSON.stringify(report, null, 2));
  console.log(JSON.stringify(report, null, 2));
  const met =
    summary.latencyMs.p99 < 100 &&
    summary.lost === 0 &&
    accepted === total &&
    (failover === null || failover.lost === 0);
  console.log(
    `p99 ${summary.latencyMs.p99} ms (target < 100), lost ${summary.lost} (target 0), accepted ${accepted}/${total}: ${met ? "met" : "NOT met"}`,
  );
  for (const socket of socketOf.values()) socket.close();
  stop();
  await Promise.all(
    apis.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? null
        : new Promise((resolve) => child.once("exit", resolve)),
    ),
  );
  process.exit(met ? 0 : 1);
} catch (err) {
  stop();
  throw err;
}
