import type { QueryClient } from "@tanstack/react-query";
import { meOptions } from "../features/layout/api.ts";
import { profileListOptions, profileOptions } from "../features/profiles/queries.ts";
import { sessionStore } from "../lib/session.ts";
import { firstScreenOf } from "./first-screen.ts";

/**
 * Run by the entry before the language file has arrived and React has rendered: for a member
 * opening the profile list or a profile page, the page's code, the top bar's code and their data
 * start loading at once, side by side, instead of each waiting for the one before it (language
 * file → lazy chunks → API calls → photo). The lazy() wrappers later get the same modules and
 * the pages find their data in the query cache.
 */
/** The other member pages' modules, the same the router's lazy() wrappers import. */
const pageModules = {
  info: () => import("../features/profile-edit/edit-profile-page.tsx"),
  interests: () => import("../features/connections/interests-page.tsx"),
  matches: () => import("../features/matches/matches-page.tsx"),
  visitors: () => import("../features/visitors/visitors-page.tsx"),
  chats: () => import("../features/connections/chats-page.tsx"),
  chat: () => import("../features/connections/chat-page.tsx"),
  subscription: () => import("../features/trust/subscription-page.tsx"),
  notifications: () => import("../features/notifications/notifications-page.tsx"),
};

// A chunk that fails here fails again, visibly, when the page's lazy() asks for it.
const ignore = () => {};

export function preloadRoute(queryClient: QueryClient, pathname: string) {
  const userId = sessionStore.get()?.userId;
  if (!userId) return;
  // The page and its data first: over HTTP/1.1 a phone has six connections, and what is asked
  // first is served first. The top bar's part follows.
  const screen = firstScreenOf(pathname);
  if (screen?.page === "list") {
    void queryClient.prefetchInfiniteQuery(profileListOptions(userId));
    void import("../features/profiles/profiles-page.tsx").catch(ignore);
  } else if (screen?.page === "profile") {
    void queryClient.prefetchQuery(profileOptions(userId, screen.id));
    void import("../features/profiles/view/profile-view-page.tsx").catch(ignore);
  } else if (screen) {
    void pageModules[screen.page]().catch(ignore);
  }
  void queryClient.prefetchQuery(meOptions(userId));
  void import("../features/layout/member-bar.tsx").catch(ignore);
}
