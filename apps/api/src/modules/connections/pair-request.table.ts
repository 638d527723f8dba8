import { sql } from "drizzle-orm";
import {
  type ExtraConfigColumn,
  type IndexBuilder,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

/** A member on either end; erasing the account erases the request with it. */
const member = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * Columns shared by every "one member asks another" table (interests, chat requests): pending,
 * then accepted or the receiver's other answer (`refusal`), or cancelled by the sender.
 */
function pairRequestColumns<Refusal extends string>(refusal: Refusal) {
  return {
    id: text("id").primaryKey(),
    fromId: member("from_id"),
    toId: member("to_id"),
    status: text("status", { enum: ["pending", "accepted", refusal, "cancelled"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  };
}

type Columns = Record<keyof ReturnType<typeof pairRequestColumns>, ExtraConfigColumn>;

/**
 * A pair-request table. Every one has the once-per-direction key (cancelled rows excluded,
 * so they stay as rows and still count towards the Free plan's daily quota) and the sender's
 * by-day index; `receivedIndex` adds the receiver-side index the module's lists need.
 * Names are `<name>_pair_key` and `<name>_from_created_idx`, which the migrations created.
 */
export function pairRequestTable<Name extends string, Refusal extends string>(
  name: Name,
  refusal: Refusal,
  receivedIndex: (t: Columns) => IndexBuilder,
) {
  return pgTable(name, pairRequestColumns(refusal), (t) => [
    uniqueIndex(`${name}_pair_key`).on(t.fromId, t.toId).where(sql`${t.status} <> 'cancelled'`),
    index(`${name}_from_created_idx`).on(t.fromId, t.createdAt),
    receivedIndex(t),
  ]);
}

/** Any pair-request table, whatever its refusal word. */
export type PairRequestTable<Refusal extends string = string> = ReturnType<
  typeof pairRequestTable<string, Refusal>
>;
