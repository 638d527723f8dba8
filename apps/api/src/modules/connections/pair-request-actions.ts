import type { ConnectionProfile } from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";
import type { NotificationsService, NotifyEvent } from "../notifications/notifications.service.ts";
import type { PlansRepository } from "../plans/plans.repository.ts";
import type { ProfilesService } from "../profiles/profiles.service.ts";
import type { Realtime } from "../realtime/realtime.ts";
import type { ConnectionProfiles } from "./connection-profiles.ts";
import type { PairRequestRow, PairRequestsRepository } from "./pair-requests.repository.ts";
import { startOfIndianDay } from "./pair-sql.ts";

/** What the interests and chat requests services need besides their own repository. */
export interface PairRequestServiceDeps {
  plans: Pick<PlansRepository, "current">;
  profiles: Pick<ProfilesService, "assertVisible">;
  people: ConnectionProfiles;
  events: Pick<Realtime, "toUser">;
  notifications: Pick<NotificationsService, "notify">;
  clock: () => Date;
  /** Throws unless `fromId` may contact `toId` (the privacy module's canContact). */
  mayContact: (fromId: string, toId: string, kind: PairKind) => Promise<void>;
  /**
   * Called after every change to a request between the two, both members at once: what either
   * is shown of the other depends on it (photos for connected members and accepted photo
   * requests, recommendations that leave once contacted), and the match module keeps pages.
   */
  pairChanged: (a: string, b: string) => void;
}

export type PairKind = "interest" | "chat_request" | "photo_request";

/** Where each kind's notifications carry the request's id. */
const requestIdKeys = {
  interest: "interest_id",
  chat_request: "chat_request_id",
  photo_request: "request_id",
} as const satisfies Record<PairKind, string>;

/** A request that still counts: any status but cancelled. */
type Live<Row extends PairRequestRow<string>> = Row & {
  status: Exclude<Row["status"], "cancelled">;
};
const isLive = <Row extends PairRequestRow<string>>(row: Row): row is Live<Row> =>
  row.status !== "cancelled";

/**
 * Each request with both members' cards, as `memberId` may see them: a cancelled request, and
 * one whose other member is gone or hidden, drops out. Interests and chat requests each build
 * their own wire shape from the row and the two cards.
 */
export async function withBothMembers<Row extends PairRequestRow<string>, Wire>(
  people: ConnectionProfiles,
  memberId: string,
  rows: readonly Row[],
  build: (row: Live<Row>, from: ConnectionProfile, to: ConnectionProfile) => Wire,
): Promise<Wire[]> {
  const cards = await people(
    memberId,
    rows.flatMap((row) => [row.fromId, row.toId]),
  );
  return rows.flatMap((row) => {
    const from = cards.get(row.fromId);
    const to = cards.get(row.toId);
    return from && to && isLive(row) ? [build(row, from, to)] : [];
  });
}

/**
 * The send / answer / cancel rules interests and chat requests share. Each module keeps its
 * own wire shape: `present` turns the row into the module's reply.
 */
export function createPairRequestActions<
  Refusal extends string,
  RefuseReverse extends boolean,
  Wire,
>(deps: {
  /** Prefix of the error codes (`interest.self`, `chat_request.not_found`, …). */
  kind: PairKind;
  /** Sends a Free member may make per calendar day in India (null: unlimited); paid: unlimited. */
  freePerDay: number | null;
  repo: Pick<
    PairRequestsRepository<Refusal, RefuseReverse>,
    "send" | "findFor" | "answer" | "cancel"
  >;
  plans: Pick<PlansRepository, "current">;
  /** Tells a member their lists changed (the module's realtime event). */
  notify: (
    userId: string,
    type: "sent" | "received" | "accepted" | Refusal | "cancelled",
    id: string,
  ) => void;
  notifications: Pick<NotificationsService, "notify">;
  /** The reply for one request, as `memberId` sees it. */
  present: (memberId: string, row: PairRequestRow<Refusal>) => Promise<Wire>;
  clock: () => Date;
  mayContact: PairRequestServiceDeps["mayContact"];
  pairChanged: PairRequestServiceDeps["pairChanged"];
}) {
  const { kind, repo, present, clock } = deps;
  // The member who should know, in the notification centre (and mail, push): `{kind}_received`
  // to the receiver, `{kind}_accepted` to the sender, with the request's id.
  const tell = (event: "received" | "accepted", to: string, actor: string, id: string) =>
    deps.notifications.notify({
      kind: `${kind}_${event}`,
      to,
      actor,
      data: { [requestIdKeys[kind]]: id },
    } as NotifyEvent);

  return {
    /** Once per direction (and, where refused, not back); Free members a few per day. */
    async send(memberId: string, to: string): Promise<Wire> {
      await deps.mayContact(memberId, to, kind);
      const now = clock();
      const { plan } = await deps.plans.current(memberId, now);
      const result = await repo.send({
        fromId: memberId,
        toId: to,
        now,
        since: startOfIndianDay(now),
        max: plan === "Free" ? deps.freePerDay : null,
      });
      if (result.kind === "duplicate") throw new AppError(`${kind}.already_sent`);
      // Only chat requests refuse a request back, so only they can come here.
      if (result.kind === "reverse") throw new AppError("chat_request.already_received");
      if (result.kind === "quota") throw new AppError("plan.upgrade_required");
      deps.pairChanged(memberId, to);
      // Both members' sockets hear of every change: the other side's lists, counts and action
      // bar, and the actor's other tabs and devices (on every node, through the user's room).
      deps.notify(to, "received", result.row.id);
      deps.notify(memberId, "sent", result.row.id);
      await tell("received", to, memberId, result.row.id);
      return present(memberId, result.row);
    },

    /**
     * Only the receiver answers a pending request, once; repeating the same answer is
     * harmless and replies with the request as it is.
     */
    async answer(memberId: string, id: string, status: "accepted" | Refusal): Promise<Wire> {
      const row = await repo.findFor(memberId, id);
      if (!row || row.toId !== memberId) throw new AppError(`${kind}.not_found`);
      if (row.status === status) return present(memberId, row);
      if (row.status !== "pending") throw new AppError(`${kind}.already_answered`);
      const updated = await repo.answer(id, memberId, status, clock());
      if (!updated) throw new AppError(`${kind}.already_answered`);
      deps.pairChanged(row.fromId, memberId);
      deps.notify(row.fromId, status, id);
      deps.notify(memberId, status, id);
      // A refusal is not announced: the sender sees it on the list when they look.
      if (status === "accepted") await tell("accepted", row.fromId, memberId, id);
      return present(memberId, updated);
    },

    /** Only the sender cancels, and only while the request waits for an answer. */
    async cancel(memberId: string, id: string): Promise<void> {
      const row = await repo.findFor(memberId, id);
      if (!row || row.fromId !== memberId) throw new AppError(`${kind}.not_found`);
      if (row.status !== "pending" || !(await repo.cancel(id, memberId, clock())))
        throw new AppError(`${kind}.already_answered`);
      deps.pairChanged(memberId, row.toId);
      deps.notify(row.toId, "cancelled", id);
      deps.notify(memberId, "cancelled", id);
    },
  };
}
