import type { Invite } from "@sagpan/contract";
import type { ChatRequestsService } from "../chat-requests/chat-requests.service.ts";
import type { ConnectionProfiles } from "../connections/connection-profiles.ts";
import type { InterestsService } from "../interests/interests.service.ts";

interface Waiting {
  kind: Invite["kind"];
  id: string;
  fromId: string;
  createdAt: Date;
}

/** What waits on me: interests and chat requests I have not answered, newest first. */
export function createInvitesService(deps: {
  interests: Pick<InterestsService, "pendingReceived">;
  chatRequests: Pick<ChatRequestsService, "pendingReceived">;
  people: ConnectionProfiles;
}) {
  return {
    async list(memberId: string, limit: number, offset: number) {
      // Both sources are sorted; the merged page lies within the first offset + limit of each.
      const take = offset + limit + 1;
      const [interests, requests] = await Promise.all([
        deps.interests.pendingReceived(memberId, take),
        deps.chatRequests.pendingReceived(memberId, take),
      ]);
      const merged: Waiting[] = [
        ...interests.map((r) => ({ kind: "interest" as const, ...r })),
        ...requests.map((r) => ({ kind: "chat_request" as const, ...r })),
      ].sort(
        (a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
      );
      const page = merged.slice(offset, offset + limit);
      const people = await deps.people(
        memberId,
        page.map((w) => w.fromId),
      );
      const data: Invite[] = page.flatMap((w) => {
        const profile = people.get(w.fromId);
        return profile
          ? [
              {
                kind: w.kind,
                id: w.id,
                from: w.fromId,
                created_at: w.createdAt.toISOString(),
                profile,
              },
            ]
          : [];
      });
      return { data, next: merged.length > offset + limit ? offset + limit : null };
    },
  };
}
export type InvitesService = ReturnType<typeof createInvitesService>;
