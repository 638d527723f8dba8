import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { visibleTo } from "../connections/pair-sql.ts";

type Row = Record<string, unknown>;

/**
 * What Sagpan keeps about one member, read for their "My data" ZIP. Their own rows whole; of
 * other members only what the app shows them anyway: the first name of the member on the
 * other side of a conversation, interest or chat request, and only while that member is
 * live and neither has blocked the other (a blocked pair sees nothing of each other).
 */
export function createMemberDataRepository({ db }: { db: Db }) {
  const rows = async <T = Row>(query: SQL): Promise<T[]> =>
    (((await db.execute(query)) as unknown as { rows: T[] }).rows ?? []) as T[];

  /** Requests of a pair-request table (interests, chat requests) sent or received. */
  const pairRequests = (table: "interests" | "chat_requests", memberId: string) =>
    rows(sql`
      select r.id,
        case when r.from_id = ${memberId} then 'sent' else 'received' end as direction,
        case when r.from_id = ${memberId} then r.to_id else r.from_id end as member_id,
        p.name as member_name, r.status, r.created_at, r.answered_at, r.cancelled_at
      from ${sql.raw(table)} r
      join profiles p on p.id = case when r.from_id = ${memberId} then r.to_id else r.from_id end
      where (r.from_id = ${memberId} or r.to_id = ${memberId})
        and ${visibleTo(memberId, sql`p.id`)}
      order by r.created_at`);

  return {
    async profile(memberId: string) {
      const [account] = await rows(sql`
        select id, email, phone, lang, managed_by, created_at, created_ip, email_confirmed_at
        from users where id = ${memberId}`);
      const [profile] = await rows(sql`select * from profiles where id = ${memberId}`);
      const contacts = await rows(sql`
        select name, relation, phone, occupation, current_city, address, created_at
        from contacts where profile_id = ${memberId} order by created_at`);
      const [preferences] = await rows(
        sql`select * from partner_preferences where id = ${memberId}`,
      );
      const [privacy] = await rows(sql`
        select photos, contacts, profile, contact_from, browse_privately, updated_at
        from privacy_settings where user_id = ${memberId}`);
      return {
        account: account ?? null,
        profile: profile ?? null,
        contacts,
        partner_preferences: preferences ?? null,
        privacy: privacy ?? null,
      };
    },

    /** Every conversation of the member, both sides' words, oldest message first. */
    async conversations(memberId: string) {
      const messages = await rows<{
        thread_id: string;
        member_id: string;
        member_name: string;
        from_me: boolean;
        message: string;
        sent_at: Date;
        read_at: Date | null;
      }>(sql`
        select t.id as thread_id, p.id as member_id, p.name as member_name,
          m.from_id = ${memberId} as from_me, m.body as message, m.created_at as sent_at, m.read_at
        from chat_threads t
        join profiles p on p.id = case when t.user_low = ${memberId} then t.user_high else t.user_low end
        join messages m on m.thread_id = t.id
        where (t.user_low = ${memberId} or t.user_high = ${memberId})
          and ${visibleTo(memberId, sql`p.id`)}
        order by t.id, m.created_at, m.id`);
      const threads = new Map<
        string,
        {
          with: { id: string; name: string };
          messages: Omit<(typeof messages)[number], "thread_id" | "member_id" | "member_name">[];
        }
      >();
      for (const { thread_id, member_id, member_name, ...message } of messages) {
        let thread = threads.get(thread_id);
        if (!thread) {
          thread = { with: { id: member_id, name: member_name }, messages: [] };
          threads.set(thread_id, thread);
        }
        thread.messages.push(message);
      }
      return [...threads.values()];
    },

    interests: (memberId: string) => pairRequests("interests", memberId),
    chatRequests: (memberId: string) => pairRequests("chat_requests", memberId),

    /** Orders, payments and the plan periods they bought; amounts in paise as stored. */
    async payments(memberId: string) {
      const orders = await rows(sql`
        select id, provider, provider_order_id, amount as amount_paise, plan, period, status,
          created_at, paid_at
        from payment_orders where user_id = ${memberId} order by created_at`);
      const payments = await rows(sql`
        select id, payment_id, order_id, provider, amount as amount_paise, status, created_at
        from payments where user_id = ${memberId} order by created_at`);
      const subscriptions = await rows(sql`
        select id, plan, period, starts_at, ends_at, created_at
        from subscriptions where user_id = ${memberId} order by starts_at`);
      return { orders, payments, subscriptions };
    },

    consents: (memberId: string) =>
      rows(sql`
        select kind, version, lang, given_at, ip from consents
        where user_id = ${memberId} order by given_at`),

    /** The member's photos, the largest stored size of each, in their order on the profile. */
    photos: (memberId: string) =>
      rows<{ id: string; position: number; is_primary: boolean; key: string }>(sql`
        select id, position, is_primary, large_key as key from pictures
        where profile_id = ${memberId} order by position, id`),

    documents: (memberId: string) =>
      rows<{ id: string; doc_type: string; status: string; key: string; content_type: string }>(
        sql`
        select id, doc_type, status, file_key as key, content_type from verification_documents
        where profile_id = ${memberId} order by created_at`,
      ),
  };
}
export type MemberDataRepository = ReturnType<typeof createMemberDataRepository>;
