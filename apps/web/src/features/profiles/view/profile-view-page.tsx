import { Button, Loader, Text } from "@mantine/core";
import { IconEdit } from "@tabler/icons-react";
import { lazy, Suspense, useDeferredValue } from "react";
import { Link, useSearchParams } from "react-router";
import { AfterPaint } from "../../../components/after-paint.tsx";
import { WhatsAppShareButton } from "../../../components/whatsapp-share.tsx";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { isApiError } from "../../../lib/api.ts";
import { useDisplay } from "../../../lib/profile-display.ts";
import { translateError } from "../../../lib/translate-error.ts";
import { useSession } from "../../../lib/use-session.ts";
import { HowYouMatch } from "../../matches/how-you-match.tsx";
import { ContactRuleNote, PhotoLock } from "../../privacy/photo-lock.tsx";
import { UpgradeBanner } from "../../trust/upgrade-banner.tsx";
import { useProfile, useScoreUp } from "../api.ts";
import { ProfileBadges } from "../profile-badges.tsx";
import { ContactsSection } from "./contacts-section.tsx";
import { ProfileActions } from "./profile-actions.tsx";
import { ProfileDetails } from "./profile-details.tsx";
import { ProfileGallery } from "./profile-gallery.tsx";
import classes from "./view.module.css";

// Below the details tabs, with its own table, alert, badge and collapse code: loaded beside the
// page instead of before its first paint.
const GunMilan = lazy(() => import("./gun-milan.tsx").then((m) => ({ default: m.GunMilan })));
// The assistant (features/assistant) arrives after the first paint, in its own chunk.
const AssistantWidget = lazy(() => import("../../assistant/assistant-widget.tsx"));

/** `/profile/{pid}` for a member: photos, video, badges, actions, details, Gun Milan, contacts. */
export function ProfileViewPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const [params] = useSearchParams();
  const myId = useSession()?.userId;
  const query = useProfile(id);
  // The page's one big render, drawn in slices once the data is there (see ProfileList).
  // A refetch shows the previous reply for a moment; another profile's reply is never shown.
  const deferred = useDeferredValue(query.data);
  const reply = deferred?.data.id === query.data?.data.id ? deferred : undefined;
  useScoreUp(id);

  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <div className={classes.status}>
        <Text role="alert">{translateError(t, query.error)}</Text>
        {missing ? (
          <Button component={Link} to="/profiles" variant="default">
            {t("profileView.backToProfiles")}
          </Button>
        ) : (
          <Button variant="default" onClick={() => query.refetch()}>
            {t("profiles.retry")}
          </Button>
        )}
      </div>
    );
  }
  if (!reply) {
    return (
      <div className={classes.status}>
        <Loader size="sm" aria-label={t("app.loading")} />
      </div>
    );
  }

  const { data: profile, flags, points } = reply;
  // "Managed by: parent, sibling": relations only, never who (issue 21 item 5).
  const managedBy = (reply.manager_relations ?? [])
    .map((relation) => t(`managers.relations.${relation}`))
    .join(", ");
  const own = profile.id === myId;
  const facts = [
    t("profiles.age", { count: profile.age }),
    profile.height !== null ? display.height(profile.height) : null,
    profile.current_city,
  ].filter(Boolean);

  return (
    <article
      className={own ? classes.page : `${classes.page} ${classes.withActionBar}`}
      aria-labelledby="profile-name"
    >
      <div className={classes.top}>
        {flags.photos_locked ? (
          <div className={classes.gallery}>
            <PhotoLock profileId={profile.id} flags={flags} />
          </div>
        ) : (
          <ProfileGallery profile={profile} />
        )}
        <div className={classes.summary}>
          <h1 className={classes.name} id="profile-name">
            {profile.name} {profile.lastName}
          </h1>
          <Text c="dimmed">{facts.join(" · ")}</Text>
          <Text size="sm" c="dimmed">
            {t("fields.member_no")}: {profile.member_no}
          </Text>
          {(profile.occupation || profile.education) && (
            <Text>{[profile.occupation, profile.education].filter(Boolean).join(" · ")}</Text>
          )}
          {managedBy && (
            <Text size="sm" data-testid="managed-by">
              {t("managers.managedBy", { relations: managedBy })}
            </Text>
          )}
          <ProfileBadges badges={profile.badges} labelled />
          <WhatsAppShareButton
            text={t("share.profileText", { name: profile.name, age: profile.age })}
          />
          {!own && <UpgradeBanner variant="profile" />}
          {!own && points?.total != null && points.basis && (
            <Text fw={700} c="var(--sg-nav-active)">
              {t("profiles.gun", { gun: points.total })}
            </Text>
          )}
          {own ? (
            <Button
              component={Link}
              to="/info"
              variant="default"
              leftSection={<IconEdit size={18} aria-hidden />}
              className={classes.actions}
            >
              {t("menu.editProfile")}
            </Button>
          ) : (
            <div className={`${classes.actions} ${classes.actionBar}`}>
              <ProfileActions
                profileId={profile.id}
                flags={flags}
                name={profile.name}
                lastName={profile.lastName}
              />
              <ContactRuleNote flags={flags} />
            </div>
          )}
          {profile.aboutme && (
            <section aria-labelledby="about-title" className={classes.about}>
              <h2 className={classes.subheading} id="about-title">
                {t("fields.aboutme")}
              </h2>
              <Text className={classes.aboutText}>{profile.aboutme}</Text>
            </section>
          )}
          {profile.video_intro && (
            <section aria-labelledby="intro-video-title" className={classes.video}>
              <h2 className={classes.subheading} id="intro-video-title">
                {t("profileView.introVideo")}
              </h2>
              {/* biome-ignore lint/a11y/useMediaCaption: members record these; there are no captions */}
              <video controls preload="metadata" src={profile.video_intro} />
            </section>
          )}
        </div>
      </div>
      <div className={classes.body}>
        {/* Below the first screen, each part in a pass of its own: one commit of them all was
            a task of 100–400 ms on a phone. */}
        <AfterPaint>
          <ProfileDetails profile={profile} />
          {!own && reply.match && <HowYouMatch match={reply.match} gender={profile.gender} />}
          <AfterPaint>
            {!own && (
              <Suspense fallback={null}>
                <GunMilan points={points} askBirth={params.get("birthname") === "missing"} />
              </Suspense>
            )}
            <AfterPaint>
              <ContactsSection
                contacts={profile.contact}
                hidden={flags.contacts_hidden}
                name={profile.name}
              />
              {!own && !flags.is_blocked && (
                <Suspense fallback={null}>
                  <AssistantWidget
                    pid={profile.id}
                    name={profile.name}
                    gender={profile.gender}
                    inActionBar
                  />
                </Suspense>
              )}
            </AfterPaint>
          </AfterPaint>
        </AfterPaint>
      </div>
    </article>
  );
}
