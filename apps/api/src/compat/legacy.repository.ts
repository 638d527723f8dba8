import { and, count, eq, inArray, max } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../modules/accounts/accounts.table.ts";
import { chatThreadMembers, messages } from "../modules/messages/messages.table.ts";
import { profiles } from "../modules/profiles/profiles.table.ts";

/** The profile fields the original system's cards carried and Sagpan's do not. */
export interface ProfileExtras {
  lastName: string;
  birthdate: string;
  currentCity: string | null;
  occupation: string | null;
  work: string | null;
  degree: string | null;
  height: number | null;
}

/**
 * Reads for the original system's reply shapes only (src/compat): each is one query for a
 * whole page, run only for a legacy client's call.
 */
export function createLegacyRepository(db: Db) {
  return {
    async profileExtras(ids: string[]): Promise<Map<string, ProfileExtras>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: profiles.id,
          lastName: profiles.lastName,
          birthdate: profiles.birthdate,
          currentCity: profiles.currentCity,
          occupation: profiles.occupation,
          work: profiles.work,
          degree: profiles.degree,
          height: profiles.height,
        })
        .from(profiles)
        .where(inArray(profiles.id, [...new Set(ids)]));
      return new Map(rows.map(({ id, ...extras }) => [id, extras]));
    },

    async hasProfile(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.id, userId))
        .limit(1);
      return row !== undefined;
    },

    async phoneOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
      return row?.phone ?? null;
    },

    /** Conversations begun (the chat list's "total"). */
    async threadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(chatThreadMembers)
        .where(eq(chatThreadMembers.userId, userId));
      return row?.n ?? 0;
    },

    async messageCount(threadId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(messages)
        .where(eq(messages.threadId, threadId));
      return row?.n ?? 0;
    },

    /**
     * When the member last wrote in this conversation: Sagpan keeps no sign-in times, so this
     * is the nearest truthful "last online" the original's chat header can show.
     */
    async lastWroteAt(threadId: string, userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(messages.createdAt) })
        .from(messages)
        .where(and(eq(messages.threadId, threadId), eq(messages.fromId, userId)));
      return row?.at ?? null;
    },
  };
}
export type LegacyRepository = ReturnType<typeof createLegacyRepository>;
