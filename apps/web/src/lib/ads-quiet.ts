/**
 * Where an ad may never appear (issue 14, item 2), in one place: pages that are a form from
 * the start (sign-in, sign-up, the profile wizard, contacts, the advertisers' lead form) and
 * the chats. Any other page or panel with a form in progress or a chat open says so with
 * `useAdsQuiet(active)` from ads-busy.ts (the profile assistant's open panel does).
 * `ads-quiet.test.tsx` walks every route of the router against this list.
 */
export const quietRoutes: readonly string[] = [
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/confirm-email",
  "/manager-invite",
  "/info",
  "/add/contacts",
  "/chats",
  "/chat",
  "/member",
  "/advertise",
];

export const isQuietRoute = (pathname: string) => {
  const path = pathname.replace(/\/+$/, "") || "/";
  return quietRoutes.some((route) => path === route || path.startsWith(`${route}/`));
};
