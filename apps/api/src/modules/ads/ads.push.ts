import type { FastifyBaseLogger } from "fastify";
import type { Realtime } from "../realtime/realtime.ts";
import type { AdsRepository } from "./ads.repository.ts";
import type { AdsService, AdViewer } from "./ads.service.ts";

/**
 * The server's ad push (docs/decisions/0011-ads.md): `delayMs` after a member's connection
 * joins `pub{id}` (Socket.IO or Phoenix), an eligible member gets one `ad` event through the
 * event bus, at most once per sign-in session in `gapMs` (claimed in the database, so tabs,
 * reconnects and nodes share the cap). The web app adds its own per-browser-session cap.
 */
export function attachAdPush(deps: {
  realtime: Realtime;
  ads: AdsService;
  repo: AdsRepository;
  memberViewer: (userId: string) => Promise<AdViewer>;
  clock: () => Date;
  delayMs: number;
  gapMs: number;
  perSession: number;
  log: FastifyBaseLogger;
}): { close(): void } {
  const timers = new Set<NodeJS.Timeout>();

  async function push(userId: string, token: string) {
    // Most of the time no ad runs: then neither the member nor the ads are read.
    if (!(await deps.ads.anyRunning())) return;
    const ad = await deps.ads.adFor(await deps.memberViewer(userId));
    if (!ad) return;
    const session = deps.ads.sessionKey(token);
    if (!(await deps.repo.claimPush(session, userId, deps.clock(), deps.gapMs))) return;
    deps.realtime.toUser(userId, "ad", { ad, per_session: deps.perSession });
  }

  const stop = deps.realtime.onMemberJoined((userId, token) => {
    if (deps.perSession === 0) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      push(userId, token).catch((err) => deps.log.error({ err }, "ad push failed"));
    }, deps.delayMs);
    timer.unref();
    timers.add(timer);
  });

  return {
    close() {
      stop();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
