import type { PublicProfile } from "@sagpan/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "../../lib/api.ts";
import { useSession } from "../../lib/use-session.ts";
import { whenIdle } from "../../lib/when-idle.ts";
import { toApiQuery } from "./filters.ts";
import { type ListQuery, profileKeys, profileListOptions, profileOptions } from "./queries.ts";

export {
  type ListQuery,
  PAGE_SIZE,
  type ProfileReply,
  profileKeys,
  profileListOptions,
  profileOptions,
} from "./queries.ts";

/** A page of the list at a time, newest first unless the filters sort otherwise. */
export function useProfileList(query: ListQuery = {}) {
  return useInfiniteQuery(profileListOptions(useSession()?.userId ?? "", query, toApiQuery(query)));
}

export function useProfile(id: string) {
  return useQuery(profileOptions(useSession()?.userId ?? "", id));
}

/** The limited view a visitor gets (business-rules.md, Visibility). */
export function usePublicProfile(id: string) {
  return useQuery({
    queryKey: profileKeys.public(id),
    queryFn: ({ signal }) =>
      api
        .get<{ data: PublicProfile }>("/api/v1/view/profile", { id }, signal)
        .then((reply) => reply.data),
  });
}

/** Counts one view of the profile page (`POST /api/v1/score/up`), once per profile opened. */
export function useScoreUp(id: string) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === id) return;
    // Counted once the page is idle: the request is not what the member came to see.
    return whenIdle(() => {
      sent.current = id;
      // A view that fails to count is not worth bothering anyone about.
      api.post("/api/v1/score/up", { to: id, context: "profile_page" }).catch(() => {});
    });
  }, [id]);
}
