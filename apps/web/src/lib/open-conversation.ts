import { useEffect } from "react";

/*
 * The member whose conversation is on screen, if any (one chat page at a time): a message from
 * them needs no toast, the chat page shows it and marks it read. Shared by the chat page and the
 * notifications' toasts.
 */
let openWith: string | null = null;

/** The chat page says whose conversation is open while it is mounted. */
export function useOpenConversation(withId: string) {
  useEffect(() => {
    openWith = withId;
    return () => {
      if (openWith === withId) openWith = null;
    };
  }, [withId]);
}

export const isConversationOpen = (memberId: string) => openWith === memberId;
