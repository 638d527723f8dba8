import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  createPairRequestsRepository,
  type PairRequestRow,
} from "../connections/pair-requests.repository.ts";
import { photoRequests } from "./photo-requests.table.ts";

export type PhotoRequestRow = PairRequestRow<"declined">;

/** Photo requests: the shared pair-request queries, once per direction, no quota. */
export function createPhotoRequestsRepository({ db }: { db: Db }) {
  const base = createPairRequestsRepository(db, photoRequests, { refuseReverse: false });
  return {
    ...base,

    /** Sent or received, every state but withdrawn, newest first. */
    list: (memberId: string, direction: "received" | "sent", limit: number) =>
      db
        .select()
        .from(photoRequests)
        .where(
          and(
            eq(direction === "sent" ? photoRequests.fromId : photoRequests.toId, memberId),
            ne(photoRequests.status, "cancelled"),
          ),
        )
        .orderBy(desc(photoRequests.createdAt), desc(photoRequests.id))
        .limit(limit),

    /** The viewer's own request to this member (not withdrawn), for the profile's flags. */
    async mine(fromId: string, toId: string) {
      const [row] = await db
        .select({ id: photoRequests.id, status: photoRequests.status })
        .from(photoRequests)
        .where(
          and(
            eq(photoRequests.fromId, fromId),
            eq(photoRequests.toId, toId),
            ne(photoRequests.status, "cancelled"),
          ),
        )
        .limit(1);
      return row ? { id: row.id, status: row.status as "pending" | "accepted" | "declined" } : null;
    },
  };
}
export type PhotoRequestsRepository = ReturnType<typeof createPhotoRequestsRepository>;
