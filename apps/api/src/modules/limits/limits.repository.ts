import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { addressAllowances } from "./limits.table.ts";

export function createLimitsRepository({ db }: { db: Db }) {
  return {
    /** Addresses lifted at `now`, latest end first, with the lifting admin's name. */
    async active(now: Date) {
      return db
        .select({
          address: addressAllowances.address,
          note: addressAllowances.note,
          liftedAt: addressAllowances.liftedAt,
          until: addressAllowances.until,
          liftedBy: addressAllowances.liftedBy,
          adminName: profiles.name,
        })
        .from(addressAllowances)
        .leftJoin(profiles, eq(profiles.id, addressAllowances.liftedBy))
        .where(gt(addressAllowances.until, now))
        .orderBy(desc(addressAllowances.until), addressAllowances.address);
    },

    /** Lifts an address until `until`; lifting it again starts its day again. */
    async lift(row: {
      address: string;
      note: string;
      liftedBy: string;
      liftedAt: Date;
      until: Date;
    }) {
      await db
        .insert(addressAllowances)
        .values(row)
        .onConflictDoUpdate({
          target: addressAllowances.address,
          set: { note: row.note, liftedBy: row.liftedBy, liftedAt: row.liftedAt, until: row.until },
        });
    },

    /** Ends a lift now; whether one was in force. */
    async end(address: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(addressAllowances)
        .set({ until: now })
        .where(and(eq(addressAllowances.address, address), gt(addressAllowances.until, now)))
        .returning({ until: addressAllowances.until });
      return rows.length > 0;
    },
  };
}
export type LimitsRepository = ReturnType<typeof createLimitsRepository>;
