import type { Picture, VideoIntro } from "@sagpan/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { sessionStore } from "../../lib/session.ts";
import { type UploadOptions, uploadForm } from "../../lib/upload.ts";
import { useSession } from "../../lib/use-session.ts";

type PictureList = { data: Picture[]; next: number | null };

export const mediaKeys = {
  pics: (userId: string) => ["pics", userId] as const,
  video: (userId: string) => ["videointro", userId] as const,
};

/**
 * After any change to my photos or video: the top bar's score and avatar, and cached views of
 * my own profile, are out of date.
 */
function useMediaChanged() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  return (pics?: Picture[]) => {
    void queryClient.invalidateQueries({ queryKey: ["me", userId] });
    void queryClient.invalidateQueries({ queryKey: ["myprofile", userId] });
    void queryClient.invalidateQueries({ queryKey: ["profiles", "detail", userId, userId] });
    const primary = pics?.[0];
    const session = sessionStore.get();
    if (primary && session && session.userPic !== primary.small) {
      sessionStore.save({ ...session, userPic: primary.small });
    }
  };
}

export function usePictures() {
  const userId = useSession()?.userId ?? "";
  return useQuery({
    queryKey: mediaKeys.pics(userId),
    queryFn: ({ signal }) =>
      api.get<PictureList>("/api/v1/pics", undefined, signal).then((r) => r.data),
  });
}

/** Every photo change answers with the whole list, primary first; the cache takes it as is. */
function usePictureChange<V>(call: (value: V) => Promise<PictureList>) {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  const changed = useMediaChanged();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply) => {
      queryClient.setQueryData(mediaKeys.pics(userId), reply.data);
      changed(reply.data);
    },
  });
}

/** One photo per request (`files` field), so that each has its own progress and error. */
export function useUploadPicture() {
  return usePictureChange(({ file, ...options }: { file: File } & UploadOptions) => {
    const form = new FormData();
    form.append("files", file, file.name);
    return uploadForm<PictureList>("/api/v1/bulk/picb", form, options);
  });
}

export function useSetPrimaryPicture() {
  return usePictureChange((id: string) => api.put<PictureList>("/api/v1/set/profile/pic", { id }));
}

export function useDeletePicture() {
  return usePictureChange((id: string) =>
    api.delete<PictureList>(`/api/v1/pics/${encodeURIComponent(id)}`),
  );
}

export function useVideoIntro() {
  const userId = useSession()?.userId ?? "";
  return useQuery({
    queryKey: mediaKeys.video(userId),
    queryFn: ({ signal }) =>
      api
        .get<{ data: VideoIntro | null }>("/api/v1/videointro", undefined, signal)
        .then((r) => r.data),
  });
}

export function useUploadVideo() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  const changed = useMediaChanged();
  return useMutation({
    mutationFn: ({ file, ...options }: { file: File } & UploadOptions) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return uploadForm<{ data: VideoIntro }>("/api/v1/videointro", form, options);
    },
    onSuccess: (reply) => {
      queryClient.setQueryData(mediaKeys.video(userId), reply.data);
      changed();
    },
  });
}

/** The spec's client always deletes item 1: a member has one video introduction. */
export function useDeleteVideo() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  const changed = useMediaChanged();
  return useMutation({
    mutationFn: () => api.delete<unknown>("/api/v1/videointro/1"),
    onSuccess: () => {
      queryClient.setQueryData(mediaKeys.video(userId), null);
      changed();
    },
  });
}
