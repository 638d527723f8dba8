import type { Db } from "../../db/client.ts";
import {
  createPairRequestsRepository,
  type PairRequestRow,
} from "../connections/pair-requests.repository.ts";
import { chatRequests } from "./chat-requests.table.ts";

export type ChatRequestRow = PairRequestRow<"declined">;

/** Chat requests: the shared pair-request queries; a request the other way blocks a send. */
export function createChatRequestsRepository({ db }: { db: Db }) {
  const base = createPairRequestsRepository(db, chatRequests, { refuseReverse: true });
  return {
    ...base,

    /** One page, newest first, one row more than asked to tell whether another page follows. */
    list: (opts: {
      memberId: string;
      direction: "received" | "sent";
      status: "pending" | "accepted";
      limit: number;
      offset: number;
    }): Promise<ChatRequestRow[]> => base.page({ ...opts, limit: opts.limit + 1 }),
  };
}
export type ChatRequestsRepository = ReturnType<typeof createChatRequestsRepository>;
