import type { ProfileCard } from "@sagpan/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { useSession } from "../../lib/use-session.ts";

type ProfilePage = { data: ProfileCard[]; next: number | null };

export const PAGE_SIZE = 20;

export const profileKeys = {
  list: (userId: string, saved: boolean) => ["profiles", "list", userId, { saved }] as const,
};

export function useProfileList({ saved = false }: { saved?: boolean } = {}) {
  const userId = useSession()?.userId ?? "";
  return useInfiniteQuery({
    queryKey: profileKeys.list(userId, saved),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<ProfilePage>(
        "/api/v1/profiles",
        { limit: PAGE_SIZE, offset: pageParam, saved: saved || undefined },
        signal,
      ),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
