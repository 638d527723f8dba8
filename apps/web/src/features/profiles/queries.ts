import type {
  Completion,
  ManagerRelation,
  Match,
  Points,
  Profile,
  ProfileCard,
  ProfileFlags,
} from "@sagpan/contract";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import type { ProfileFilters } from "./filters.ts";
import { listRequest, profileRequest } from "./requests.ts";

/**
 * The list and profile queries, shared by the pages' hooks (api.ts) and by the entry, which
 * starts them before the page's code has arrived (app/preload-route.ts). Kept apart from the
 * filters so the entry does not carry their code.
 */

type ProfilePage = { data: ProfileCard[]; next: number | null };

/** `GET /api/v1/profiles/{id}` (api-contract.md). */
export interface ProfileReply {
  data: Profile;
  completion: Completion;
  flags: ProfileFlags;
  points: Points | null;
  /** "How you match" (matchmaking), on another member's profile. */
  match?: Match | null;
  /** How the family members who manage the profile are related to it ("Managed by"). */
  manager_relations?: ManagerRelation[];
}

export { PAGE_SIZE } from "./requests.ts";

/** What a list shows: the filters of the URL, or the saved-only mode. */
export type ListQuery = ProfileFilters & { saved?: boolean };

export const profileKeys = {
  lists: (userId: string) => ["profiles", "list", userId] as const,
  list: (userId: string, query: ListQuery) => ["profiles", "list", userId, query] as const,
  detail: (userId: string, id: string) => ["profiles", "detail", userId, id] as const,
  public: (id: string) => ["profiles", "public", id] as const,
  bookmarks: (userId: string) => ["bookmarks", userId] as const,
};

/**
 * A list or a profile the entry fetched before the page's code arrived is still fresh when the
 * page mounts, so it is not fetched a second time.
 */
const FRESH_MS = 10_000;

/**
 * A page of the list at a time, newest first unless the filters sort otherwise. `apiQuery` is
 * `toApiQuery(query)` (filters.ts); the unfiltered list needs none.
 */
export const profileListOptions = (
  userId: string,
  query: ListQuery = {},
  apiQuery: Record<string, string> = {},
) =>
  infiniteQueryOptions({
    queryKey: profileKeys.list(userId, query),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<ProfilePage>(...listRequest(pageParam, apiQuery, query.saved), signal),
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: FRESH_MS,
  });

export const profileOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: profileKeys.detail(userId, id),
    queryFn: ({ signal }) => api.get<ProfileReply>(profileRequest(id), undefined, signal),
    staleTime: FRESH_MS,
  });
