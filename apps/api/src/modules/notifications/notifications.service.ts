import type {
  ConnectionProfile,
  Notification,
  NotificationDataByKind,
  NotificationKind,
} from "@sagpan/contract";
import type { FastifyBaseLogger } from "fastify";
import type { ConnectionProfiles } from "../connections/connection-profiles.ts";
import type { Realtime } from "../realtime/realtime.ts";
import type {
  NotificationData,
  NotificationRow,
  NotificationsRepository,
} from "./notifications.repository.ts";

/** One event for one member, as the module where it happened tells it. */
export type NotifyEvent = {
  [K in NotificationKind]: {
    kind: K;
    /** The member who should know. */
    to: string;
    /** The other member it is about (the sender, the viewer), or null for the app's own news. */
    actor: string | null;
    data: NotificationDataByKind[K];
  };
}[NotificationKind];

/** Kinds where repeats from one member gather into one unread line. */
const gathered: ReadonlySet<NotificationKind> = new Set(["message", "profile_viewed"]);

/** A channel beyond the in-app list and the live event (mail, Web Push): told after storing. */
export type NotificationChannel = (stored: {
  row: NotificationRow;
  notification: Notification;
}) => Promise<void>;

export function createNotificationsService(deps: {
  notifications: NotificationsRepository;
  people: ConnectionProfiles;
  events: Pick<Realtime, "toUser">;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { notifications: repo, people, clock } = deps;
  const channels: NotificationChannel[] = [];

  const toWire = (row: NotificationRow, actor: ConnectionProfile | null): Notification => ({
    id: row.id,
    kind: row.kind as NotificationKind,
    at: row.createdAt.toISOString(),
    read: row.readAt !== null,
    actor,
    data: row.data,
  });

  /** Rows with their actors' cards as the recipient may see them; rows whose actor is gone drop. */
  async function present(userId: string, rows: NotificationRow[]): Promise<Notification[]> {
    const cards = await people(
      userId,
      rows.flatMap((row) => (row.actorId ? [row.actorId] : [])),
    );
    return rows.flatMap((row) => {
      if (!row.actorId) return [toWire(row, null)];
      const card = cards.get(row.actorId);
      return card ? [toWire(row, card)] : [];
    });
  }

  async function store(event: NotifyEvent) {
    if (event.actor === event.to) return;
    const now = clock();
    const row = await repo.add({
      userId: event.to,
      kind: event.kind,
      actorId: event.actor,
      data: event.data as NotificationData,
      now,
      gather: gathered.has(event.kind),
    });
    if (!row) return; // the recipient is gone, or the pair is blocked
    const [notification] = await present(event.to, [row]);
    if (!notification) return;
    deps.events.toUser(event.to, "notification", {
      notification,
      unread: await repo.unread(event.to, now),
    });
    for (const channel of channels) await channel({ row, notification });
  }

  return {
    /**
     * The one way a module tells a member of an event: stored for the list, sent live to
     * every open tab and device (both socket protocols, every node), then to mail and push.
     * Call it after the change is committed. It never throws: a notification that cannot be
     * made is logged and does not undo the event that caused it.
     */
    async notify(event: NotifyEvent): Promise<void> {
      try {
        await store(event);
      } catch (err) {
        deps.log.error({ err, kind: event.kind }, "notification not stored");
      }
    },

    /** Adds a delivery channel (mail, push); each is told of every stored notification. */
    addChannel(channel: NotificationChannel) {
      channels.push(channel);
    },

    async list(userId: string, limit: number, offset: number) {
      const now = clock();
      const rows = await repo.list(userId, now, limit, offset);
      return {
        data: await present(userId, rows.slice(0, limit)),
        next: rows.length > limit ? offset + limit : null,
        unread: await repo.unread(userId, now),
      };
    },

    /** Marks some of the member's own (or all) read; tells their other tabs the new count. */
    async markRead(userId: string, ids: readonly string[] | "all") {
      const now = clock();
      await repo.markRead(userId, ids, now);
      const unread = await repo.unread(userId, now);
      deps.events.toUser(userId, "notifications_read", { unread });
      return { unread };
    },

    /**
     * The member has seen what these were about elsewhere (opened the chat): that sender's
     * unread lines of the kind are read, and the bell is told.
     */
    async seen(userId: string, kind: NotificationKind, actorId: string) {
      const now = clock();
      if (await repo.markSeen(userId, kind, actorId, now))
        deps.events.toUser(userId, "notifications_read", {
          unread: await repo.unread(userId, now),
        });
    },

    purge: () => repo.purge(clock()),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
