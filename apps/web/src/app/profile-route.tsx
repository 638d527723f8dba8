import { useParams } from "react-router";
import { decodePid } from "../lib/pid.ts";
import { useSession } from "../lib/use-session.ts";
import { lazyPage } from "./lazy-page.ts";

const ProfileViewPage = lazyPage(
  () => import("../features/profiles/view/profile-view-page.tsx"),
  "ProfileViewPage",
);
const PublicProfilePage = lazyPage(
  () => import("../features/profiles/view/public-profile-page.tsx"),
  "PublicProfilePage",
);
const NotFoundPage = lazyPage(
  () => import("../features/notfound/not-found-page.tsx"),
  "NotFoundPage",
);

/**
 * `/profile/{pid}`: the pid is base64url of the profile id; one that does not decode is a
 * 404. Members get the whole profile, visitors the limited public view.
 */
export function ProfileRoute() {
  const { pid } = useParams();
  const session = useSession();
  const id = decodePid(pid);
  if (!id) return <NotFoundPage />;
  return session ? <ProfileViewPage key={id} id={id} /> : <PublicProfilePage key={id} id={id} />;
}
