import type {
  Completion,
  Points,
  Profile,
  ProfileCard,
  ProfileFlags,
  PublicProfile,
} from "@sagpan/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "../../lib/api.ts";
import { useSession } from "../../lib/use-session.ts";
import { type ProfileFilters, toApiQuery } from "./filters.ts";

type ProfilePage = { data: ProfileCard[]; next: number | null };

/** `GET /api/v1/profiles/{id}` (api-contract.md). */
export interface ProfileReply {
  data: Profile;
  completion: Completion;
  flags: ProfileFlags;
  points: Points | null;
}

export const PAGE_SIZE = 20;

/** What a list shows: the filters of the URL, or the saved-only mode. */
export type ListQuery = ProfileFilters & { saved?: boolean };

export const profileKeys = {
  lists: (userId: string) => ["profiles", "list", userId] as const,
  list: (userId: string, query: ListQuery) => ["profiles", "list", userId, query] as const,
  detail: (userId: string, id: string) => ["profiles", "detail", userId, id] as const,
  public: (id: string) => ["profiles", "public", id] as const,
  bookmarks: (userId: string) => ["bookmarks", userId] as const,
};

/** A page of the list at a time, newest first unless the filters sort otherwise. */
export function useProfileList(query: ListQuery = {}) {
  const userId = useSession()?.userId ?? "";
  return useInfiniteQuery({
    queryKey: profileKeys.list(userId, query),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<ProfilePage>(
        "/api/v1/profiles",
        {
          limit: PAGE_SIZE,
          offset: pageParam,
          ...toApiQuery(query),
          saved: query.saved || undefined,
        },
        signal,
      ),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function useProfile(id: string) {
  const userId = useSession()?.userId ?? "";
  return useQuery({
    queryKey: profileKeys.detail(userId, id),
    queryFn: ({ signal }) =>
      api.get<ProfileReply>(`/api/v1/profiles/${encodeURIComponent(id)}`, undefined, signal),
  });
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
    sent.current = id;
    // A view that fails to count is not worth bothering anyone about.
    api.post("/api/v1/score/up", { to: id, context: "profile_page" }).catch(() => {});
  }, [id]);
}
