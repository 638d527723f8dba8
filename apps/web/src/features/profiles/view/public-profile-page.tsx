import { Button, Group, Loader, Paper, Text, Title } from "@mantine/core";
import {
  IconBan,
  IconBookmark,
  IconFileDownload,
  IconHeart,
  IconMessageCircle,
} from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { Link, useNavigate } from "react-router";
import { BlurhashImage } from "../../../components/blurhash/blurhash-image.tsx";
import { WhatsAppShareButton } from "../../../components/whatsapp-share.tsx";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { notify } from "../../../lib/notify.ts";
import { useDisplay } from "../../../lib/profile-display.ts";
import { translateError } from "../../../lib/translate-error.ts";
import { usePublicProfile, useScoreUp } from "../api.ts";
import classes from "./view.module.css";

// The assistant's corner button, in its own chunk: for a visitor it only says 'Join now'.
const VisitorAssistantButton = lazy(() => import("../../assistant/visitor-assistant-button.tsx"));

/** What members can do on a profile; a visitor is asked to join instead (spec section 6). */
const memberActions = [
  { key: "save", Icon: IconBookmark },
  { key: "interest", Icon: IconHeart },
  { key: "chat", Icon: IconMessageCircle },
  { key: "biodata", Icon: IconFileDownload },
  { key: "block", Icon: IconBan },
] as const;

/**
 * `/profile/{pid}` for a visitor: first name, age, city, education, occupation and one
 * blurred photo from `GET /api/v1/view/profile` (business-rules.md, Visibility).
 */
export function PublicProfilePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const navigate = useNavigate();
  const query = usePublicProfile(id);
  useScoreUp(id);

  const joinNow = () => {
    notify(t("nav.joinNowMessage"), { title: t("nav.joinNow"), id: "join-now" });
    navigate("/signup");
  };

  if (query.isPending) {
    return (
      <div className={classes.status}>
        <Loader size="sm" aria-label={t("app.loading")} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={classes.status}>
        <Text role="alert">{translateError(t, query.error)}</Text>
        <Button component={Link} to="/" variant="default">
          {t("notFound.home")}
        </Button>
      </div>
    );
  }

  const profile = query.data;
  const pic = profile.primary_profile_pic;
  return (
    <article className={classes.page} aria-labelledby="profile-name">
      <div className={classes.top}>
        <div className={classes.gallery}>
          {pic ? (
            <BlurhashImage
              src={pic.medium}
              blurhash={pic.blurhash}
              alt={t("profiles.photoAlt", { name: profile.name })}
              className={classes.slide}
              eager
            />
          ) : (
            profile.avatar_url && (
              <img
                className={classes.avatar}
                src={profile.avatar_url}
                alt={t("profiles.photoAlt", { name: profile.name })}
              />
            )
          )}
        </div>
        <div className={classes.summary}>
          <h1 className={classes.name} id="profile-name">
            {profile.name}
          </h1>
          <Text c="dimmed">
            {[t("profiles.age", { count: profile.age }), display.text(profile.current_city)].join(
              " · ",
            )}
          </Text>
          <WhatsAppShareButton
            text={t("share.profileText", { name: profile.name, age: profile.age })}
          />
          <dl className={classes.facts}>
            <div>
              <dt>{t("fields.education")}</dt>
              <dd>{display.text(profile.education)}</dd>
            </div>
            <div>
              <dt>{t("fields.occupation")}</dt>
              <dd>{display.text(profile.occupation)}</dd>
            </div>
          </dl>
          <Group gap="sm" className={classes.actions}>
            {memberActions.map(({ key, Icon }) => (
              <Button
                key={key}
                variant={key === "save" ? "filled" : "default"}
                leftSection={<Icon size={18} aria-hidden />}
                onClick={joinNow}
              >
                {t(`profileView.visitorActions.${key}`)}
              </Button>
            ))}
          </Group>
          <Paper className={classes.joinCard} p="md" radius="md">
            <Title order={2} size="h4">
              {t("profileView.joinTitle")}
            </Title>
            <Text size="sm" my="xs">
              {t("profileView.joinBody")}
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/signup">
                {t("nav.joinNow")}
              </Button>
              <Button component={Link} to="/login" variant="default">
                {t("nav.login")}
              </Button>
            </Group>
          </Paper>
        </div>
      </div>
      <Suspense fallback={null}>
        <VisitorAssistantButton onJoin={joinNow} />
      </Suspense>
    </article>
  );
}
