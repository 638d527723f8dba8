import type { JoinResult, PhoenixChannel, PhoenixMember, TopicHandler } from "./phoenix-server.ts";

/** The member's own id from a topic `{prefix}{id}`, or null. */
const ownId = (topic: string, prefix: string) =>
  topic.startsWith(prefix) ? topic.slice(prefix.length) : null;

/**
 * The spec joins each channel "with a client tag and the token": a token in the payload must
 * be the connection's own member's (a token of another member, or an expired one, is refused
 * as a mismatch); without one the connection's token stands.
 */
export async function checkJoin(
  member: PhoenixMember,
  payload: unknown,
  live: (token: string | null) => Promise<string | null>,
): Promise<JoinResult | null> {
  const { token } = (payload ?? {}) as { token?: unknown };
  if (token === undefined || token === member.token) return null;
  if (typeof token !== "string" || (await live(token)) !== member.userId)
    return { ok: false, reason: "unauthorized" };
  return null;
}

/** A topic `{prefix}{userId}` only the member themself may join. */
export function ownTopic(
  prefix: string,
  live: (token: string | null) => Promise<string | null>,
  joined: (
    member: PhoenixMember,
    channel: PhoenixChannel,
  ) => Omit<Extract<JoinResult, { ok: true }>, "ok"> = () => ({}),
): TopicHandler {
  return {
    matches: (topic) => ownId(topic, prefix) !== null,
    async join(member, topic, payload, channel) {
      if (ownId(topic, prefix) !== member.userId) return { ok: false, reason: "unauthorized" };
      return (await checkJoin(member, payload, live)) ?? { ok: true, ...joined(member, channel) };
    },
  };
}

/** `pub{userId}`: the member's events (publish, score, ad, message, ...) from the event bus. */
export const pubTopic = (
  live: (token: string | null) => Promise<string | null>,
  joined: (userId: string, token: string) => void = () => {},
) =>
  ownTopic("pub", live, (member) => {
    joined(member.userId, member.token);
    return {};
  });
