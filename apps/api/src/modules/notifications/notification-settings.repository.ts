import {
  defaultEmailFrequency,
  defaultPush,
  type EmailFrequency,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsChange,
  notificationKinds,
} from "@sagpan/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notificationSettings } from "./notifications.table.ts";

/** A member's settings with the rules' defaults for every kind they have not chosen. */
export function withDefaults(
  row: {
    email: Record<string, string>;
    push: Record<string, boolean>;
  } | null,
): NotificationSettings {
  const email = {} as Record<NotificationKind, EmailFrequency>;
  const push = {} as Record<NotificationKind, boolean>;
  for (const kind of notificationKinds) {
    email[kind] = (row?.email[kind] as EmailFrequency | undefined) ?? defaultEmailFrequency[kind];
    push[kind] = row?.push[kind] ?? defaultPush[kind];
  }
  return { email, push };
}

/**
 * The mail frequency of a notification row in SQL: the member's choice for its kind, or the
 * rules' default. `settings` is the member's notification_settings.email (null without a row).
 */
export function frequencySql(kindColumn: SQL | string, settingsEmail: SQL): SQL {
  const cases = notificationKinds
    .map((kind) => `when '${kind}' then '${defaultEmailFrequency[kind]}'`)
    .join(" ");
  return sql`coalesce(${settingsEmail} ->> ${kindColumn}, case ${kindColumn} ${sql.raw(cases)} else 'weekly' end)`;
}

export function createNotificationSettingsRepository({ db }: { db: Db }) {
  async function get(userId: string): Promise<NotificationSettings> {
    const [row] = await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId));
    return withDefaults(row ?? null);
  }
  return {
    get,

    /** Changes only the kinds named; the others keep what they were (or their default). */
    async update(userId: string, change: NotificationSettingsChange, now: Date) {
      const current = await get(userId);
      const email = { ...current.email, ...change.email };
      const push = { ...current.push, ...change.push };
      await db
        .insert(notificationSettings)
        .values({ userId, email, push, updatedAt: now })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { email, push, updatedAt: now },
        });
      return withDefaults({ email, push });
    },
  };
}
export type NotificationSettingsRepository = ReturnType<
  typeof createNotificationSettingsRepository
>;
