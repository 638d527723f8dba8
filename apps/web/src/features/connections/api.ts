/**
 * Connections on the web: the API's interests, chat-requests, messages, blocks and counts
 * modules, seen from one member's screens.
 */
import type { ChatMessage, ChatRequest, ChatThread, Interest, MessagePage } from "@sagpan/contract";
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, isApiError } from "../../lib/api.ts";
import { randomId } from "../../lib/random-id.ts";
import { useSession } from "../../lib/use-session.ts";
import { connectionKeys, type InterestTab, invalidateConnections } from "./keys.ts";
import {
  chatRequestsRequest,
  interestsRequest,
  messagesRequest,
  threadsRequest,
} from "./requests.ts";

export { connectionKeys, type InterestTab, invalidateConnections } from "./keys.ts";

type List<T> = { data: T[]; next: number | null };

const useUserId = () => useSession()?.userId ?? "";

export function useInterests(type: InterestTab) {
  const userId = useUserId();
  return useQuery({
    queryKey: connectionKeys.interests(userId, type),
    queryFn: ({ signal }) => api.get<List<Interest>>(...interestsRequest(type), signal),
  });
}

export function useAnswerInterest() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: "accepted" | "rejected" }) =>
      api.put(`/api/v1/interests/${encodeURIComponent(id)}`, { id, interest: { status } }),
    onSettled: () => invalidateConnections(queryClient, userId),
  });
}

export function useCancelInterest() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/v1/interests/${encodeURIComponent(id)}`),
    onSettled: () => invalidateConnections(queryClient, userId),
  });
}

export function useChatRequests() {
  const userId = useUserId();
  return useQuery({
    queryKey: connectionKeys.chatRequests(userId),
    queryFn: ({ signal }) => api.get<List<ChatRequest>>(...chatRequestsRequest, signal),
  });
}

export function useAnswerChatRequest() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accepted }: { id: string; accepted: boolean }) =>
      api.put(`/api/v1/chatrequests/${encodeURIComponent(id)}/`, {
        id,
        chat_request: { accepted, declined: !accepted },
      }),
    onSettled: () => invalidateConnections(queryClient, userId),
  });
}

export function useThreads() {
  const userId = useUserId();
  return useQuery({
    queryKey: connectionKeys.threads(userId),
    queryFn: ({ signal }) => api.get<List<ChatThread>>(...threadsRequest, signal),
  });
}

export type MessagesData = InfiniteData<MessagePage, number>;

export function useMessages(withId: string) {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: connectionKeys.messages(userId, withId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<MessagePage>(messagesRequest(withId, pageParam), undefined, signal),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** Adds a message to the newest page of a conversation, once (by id or client_id). */
export function appendMessage(old: MessagesData | undefined, message: ChatMessage) {
  if (!old) return old;
  const seen = old.pages.some((page) =>
    page.data.some(
      (m) => m.id === message.id || (message.client_id && m.client_id === message.client_id),
    ),
  );
  if (seen) return old;
  const [first, ...rest] = old.pages;
  if (!first) return old;
  return { ...old, pages: [{ ...first, data: [...first.data, message] }, ...rest] };
}

export function useSendMessage(withId: string) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post<{ data: ChatMessage }>("/api/v1/message/", {
        message: { to: withId, message: text, client_id: randomId() },
      }),
    onSuccess: (reply) => {
      queryClient.setQueryData<MessagesData>(connectionKeys.messages(userId, withId), (old) =>
        appendMessage(old, reply.data),
      );
      queryClient.invalidateQueries({ queryKey: connectionKeys.threads(userId) });
    },
    // Paused meanwhile: the conversation is read again, and its notice takes the composer's place.
    onError: (error) => {
      if (isApiError(error) && error.code === "profile.paused") {
        void queryClient.invalidateQueries({ queryKey: connectionKeys.messages(userId, withId) });
      }
    },
  });
}
