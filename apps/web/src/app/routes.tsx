import { Suspense } from "react";
import { createRoutesFromChildren, Route, type RouteObject, Routes } from "react-router";
import { AdSlot } from "../features/ads/ad-slot.tsx";
import { AppLayout } from "../features/layout/app-layout.tsx";
import { GuestOnly } from "../features/session/guest-only.tsx";
import { RequireAuth } from "../features/session/require-auth.tsx";
import { useSession } from "../lib/use-session.ts";
import { useIdle } from "../lib/when-idle.ts";
import { DialogHost } from "./dialog-host.tsx";
import { HomeRoute } from "./home-route.tsx";
import { lazyPage } from "./lazy-page.ts";
import { menuFor } from "./menu.ts";
import { ProfileRoute } from "./profile-route.tsx";
import { RouteEffects } from "./route-effects.tsx";

const LoginPage = lazyPage(() => import("../features/auth/login-page.tsx"), "LoginPage");
const SignupPage = lazyPage(() => import("../features/auth/signup-page.tsx"), "SignupPage");
const ForgotPasswordPage = lazyPage(
  () => import("../features/auth/forgot-password-page.tsx"),
  "ForgotPasswordPage",
);
const ConfirmEmailPage = lazyPage(
  () => import("../features/auth/confirm-email-page.tsx"),
  "ConfirmEmailPage",
);
const ManagerInvitePage = lazyPage(
  () => import("../features/managers/manager-invite-page.tsx"),
  "ManagerInvitePage",
);
const ManagersPage = lazyPage(
  () => import("../features/managers/managers-page.tsx"),
  "ManagersPage",
);
const ResetPasswordPage = lazyPage(
  () => import("../features/auth/reset-password-page.tsx"),
  "ResetPasswordPage",
);
const LogoutPage = lazyPage(() => import("../features/session/logout-page.tsx"), "LogoutPage");
const TermsPage = lazyPage(() => import("../features/legal/terms-page.tsx"), "TermsPage");
const DeleteAccountPage = lazyPage(
  () => import("../features/legal/delete-account-page.tsx"),
  "DeleteAccountPage",
);
const loadProfilesPage = () => import("../features/profiles/profiles-page.tsx");
const ProfilesPage = lazyPage(loadProfilesPage, "ProfilesPage");
const SavedProfilesPage = lazyPage(loadProfilesPage, "SavedProfilesPage");
const FilteredProfilesPage = lazyPage(
  () => import("../features/profiles/filtered-profiles-page.tsx"),
  "FilteredProfilesPage",
);
const EditProfilePage = lazyPage(
  () => import("../features/profile-edit/edit-profile-page.tsx"),
  "EditProfilePage",
);
const PhotosPage = lazyPage(() => import("../features/media/photos-page.tsx"), "PhotosPage");
const VideoIntroPage = lazyPage(
  () => import("../features/media/video-intro-page.tsx"),
  "VideoIntroPage",
);
const DocUploadPage = lazyPage(
  () => import("../features/trust/doc-upload-page.tsx"),
  "DocUploadPage",
);
const ContactsPage = lazyPage(() => import("../features/trust/contacts-page.tsx"), "ContactsPage");
const SubscriptionPage = lazyPage(
  () => import("../features/trust/subscription-page.tsx"),
  "SubscriptionPage",
);
const InterestsPage = lazyPage(
  () => import("../features/connections/interests-page.tsx"),
  "InterestsPage",
);
const PrivacyPage = lazyPage(() => import("../features/privacy/privacy-page.tsx"), "PrivacyPage");
const MatchesPage = lazyPage(() => import("../features/matches/matches-page.tsx"), "MatchesPage");
const NotificationsPage = lazyPage(
  () => import("../features/notifications/notifications-page.tsx"),
  "NotificationsPage",
);
const VisitorsPage = lazyPage(
  () => import("../features/visitors/visitors-page.tsx"),
  "VisitorsPage",
);
const NotificationSettingsPage = lazyPage(
  () => import("../features/notifications/settings-page.tsx"),
  "NotificationSettingsPage",
);
const ChatsPage = lazyPage(() => import("../features/connections/chats-page.tsx"), "ChatsPage");
const ChatPage = lazyPage(() => import("../features/connections/chat-page.tsx"), "ChatPage");
const BlogsPage = lazyPage(() => import("../features/blogs/blogs-page.tsx"), "BlogsPage");
const BlogPage = lazyPage(() => import("../features/blogs/blog-page.tsx"), "BlogPage");
const FeaturedPage = lazyPage(
  () => import("../features/community/featured-page.tsx"),
  "FeaturedPage",
);
const AdvertisePage = lazyPage(
  () => import("../features/community/advertise-page.tsx"),
  "AdvertisePage",
);
const MemberPage = lazyPage(() => import("../features/trust/member-page.tsx"), "MemberPage");
const AdminPage = lazyPage(() => import("../features/admin/admin-page.tsx"), "AdminPage");
const NotFoundPage = lazyPage(
  () => import("../features/notfound/not-found-page.tsx"),
  "NotFoundPage",
);

/** The table below as route objects, so analytics names a page by its pattern (`/blog/:id`). */
let routeObjects: RouteObject[] | undefined;
function routeTable(): RouteObject[] {
  routeObjects ??= createRoutesFromChildren(AppRoutes().props.children);
  return routeObjects;
}

const MemberLive = lazyPage(() => import("./member-live.tsx"), "MemberLive");

/**
 * The live connection's code and handshake come after the first screen (lib/when-idle.ts); its
 * own component, so becoming idle re-renders nothing else.
 */
function MemberLiveAfterFirstScreen({ token }: { token: string }) {
  const idle = useIdle();
  return idle ? (
    <Suspense fallback={null}>
      <MemberLive token={token} />
    </Suspense>
  ) : null;
}

function Root() {
  const session = useSession();
  const isAdmin = session?.isAdmin === true;
  return (
    <>
      <RouteEffects routes={routeTable()} />
      {session && <MemberLiveAfterFirstScreen token={session.token} />}
      <AppLayout menu={menuFor(isAdmin)} />
      <DialogHost />
      <AdSlot />
    </>
  );
}

/** The routes of the spec's table that have pages so far; each page loads on demand. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        <Route index element={<HomeRoute />} />
        <Route element={<GuestOnly />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="signup" element={<SignupPage />} />
        </Route>
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="confirm-email" element={<ConfirmEmailPage />} />
        <Route path="manager-invite" element={<ManagerInvitePage />} />
        <Route path="logout" element={<LogoutPage />} />
        <Route path="terms-and-conditions" element={<TermsPage />} />
        <Route path="delete/account" element={<DeleteAccountPage />} />
        <Route path="blogs" element={<BlogsPage />} />
        <Route path="blog/:id" element={<BlogPage />} />
        <Route path="featured" element={<FeaturedPage />} />
        <Route path="advertise" element={<AdvertisePage />} />
        <Route path="profile/:pid" element={<ProfileRoute />} />
        <Route path="member" element={<MemberPage />} />
        <Route element={<RequireAuth />}>
          <Route path="profiles" element={<ProfilesPage />} />
          <Route path="saved/profiles" element={<SavedProfilesPage />} />
          <Route path="filtered/profiles" element={<FilteredProfilesPage />} />
          <Route path="info" element={<EditProfilePage />} />
          <Route path="upload/pics" element={<PhotosPage />} />
          <Route path="upload/intro" element={<VideoIntroPage />} />
          <Route path="upload/doc" element={<DocUploadPage docType="GovID" />} />
          <Route path="upload/job/doc" element={<DocUploadPage docType="JobID" />} />
          <Route path="upload/income/doc" element={<DocUploadPage docType="SalaryID" />} />
          <Route path="add/contacts" element={<ContactsPage />} />
          <Route path="subscription" element={<SubscriptionPage />} />
          <Route path="matches" element={<MatchesPage />} />
          <Route path="settings/privacy" element={<PrivacyPage />} />
          <Route path="settings/managers" element={<ManagersPage />} />
          <Route path="visitors" element={<VisitorsPage />} />
          <Route path="interests" element={<InterestsPage />} />
          <Route path="chats" element={<ChatsPage />} />
          <Route path="chat" element={<ChatPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="settings/notifications" element={<NotificationSettingsPage />} />
          <Route path="admin" element={<AdminPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
