import { lazy } from "react";
import { useSession } from "../lib/use-session.ts";

const ProfilesPage = lazy(() =>
  import("../features/profiles/profiles-page.tsx").then((m) => ({ default: m.ProfilesPage })),
);
const LandingPage = lazy(() =>
  import("../features/landing/landing-page.tsx").then((m) => ({ default: m.LandingPage })),
);

/** `/`: the profile list for members, a welcome page for visitors. */
export function HomeRoute() {
  return useSession() ? <ProfilesPage /> : <LandingPage />;
}
