import type { ProfileCard } from "@sagpan/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../i18n/use-translation.ts";
import { api } from "../../lib/api.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { useSession } from "../../lib/use-session.ts";
import { type ListQuery, type ProfileReply, profileKeys } from "./api.ts";

/** One saved profile, as `bookmarkSchema` in the contract (which exports no type for it). */
export interface Bookmark {
  id: string;
  to: string;
  created_at: string;
  profile: ProfileCard | null;
}

/**
 * My saved profiles (`GET /api/v1/bookmarks`): the one source the cards, the profile view and
 * the Saved list read their saved state from, so a change in one place shows in all of them.
 */
export function useBookmarks() {
  const userId = useSession()?.userId ?? "";
  return useQuery({
    queryKey: profileKeys.bookmarks(userId),
    queryFn: ({ signal }) =>
      api.get<{ data: Bookmark[] }>("/api/v1/bookmarks", undefined, signal).then((r) => r.data),
    enabled: userId !== "",
    staleTime: 5 * 60_000,
  });
}

/** Whether a profile is saved; `fallback` (the profile reply's flag) until the list arrives. */
export function useIsSaved(id: string, fallback = false): boolean {
  const { data } = useBookmarks();
  return data ? data.some((bookmark) => bookmark.to === id) : fallback;
}

interface Toggle {
  id: string;
  save: boolean;
}

/**
 * Saves (`POST /api/v1/bookmarks`) or unsaves (`DELETE /api/v1/bookmarks/{profile id}`) a
 * profile. The change shows at once everywhere and is rolled back if the server refuses it.
 */
export function useToggleBookmark() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  const listKey = profileKeys.bookmarks(userId);

  const setFlag = (id: string, saved: boolean) =>
    queryClient.setQueryData<ProfileReply>(profileKeys.detail(userId, id), (old) =>
      old ? { ...old, flags: { ...old.flags, is_bookmarked: saved } } : old,
    );

  return useMutation({
    mutationFn: ({ id, save }: Toggle) =>
      save
        ? api.post<{ data: Bookmark }>("/api/v1/bookmarks", { bookmark: { to: id } })
        : api.delete<unknown>(`/api/v1/bookmarks/${encodeURIComponent(id)}`),
    onMutate: async ({ id, save }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<Bookmark[]>(listKey);
      if (previous) {
        const others = previous.filter((bookmark) => bookmark.to !== id);
        const pending: Bookmark = {
          id: `pending-${id}`,
          to: id,
          created_at: new Date().toISOString(),
          profile: null,
        };
        queryClient.setQueryData<Bookmark[]>(listKey, save ? [pending, ...others] : others);
      }
      setFlag(id, save);
      return { previous };
    },
    // 'Profile saved' (spec section 8, Successes): the bookmark is stored.
    onSuccess: (_reply, { save }) => {
      if (save) void notify(t("notify.profileSaved"), { tone: "success", id: "profile-saved" });
    },
    onError: (error, { id, save }, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      setFlag(id, !save);
      notifyError(t, error);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({
        queryKey: profileKeys.lists(userId),
        predicate: (query) => (query.queryKey[3] as ListQuery | undefined)?.saved === true,
      });
    },
  });
}
