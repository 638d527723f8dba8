import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import type { Interest } from "@sagpan/contract";
import { IconHeartFilled } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { shortDate } from "../../lib/dates.ts";
import { notifyError } from "../../lib/notify.ts";
import { profilePath } from "../../lib/pid.ts";
import { useSession } from "../../lib/use-session.ts";
import { useProfile } from "../profiles/api.ts";
import { type InterestTab, useAnswerInterest, useCancelInterest, useInterests } from "./api.ts";
import { ChatAction } from "./chat-action.tsx";
import { ConnectionPhotos } from "./connection-photos.tsx";
import classes from "./connections.module.css";
import { useConnectionCounts } from "./counts.ts";
import { invalidateConnections } from "./keys.ts";

/** `/interests`: the interests I sent, those I received, and the matches (spec sections 2, 4). */
export function InterestsPage() {
  const { t } = useTranslation();
  // Opens on Received when interests wait there for an answer, else on Sent: chosen once, when
  // the counts first arrive, so answering the last one does not move the page to another tab.
  const [chosen, setChosen] = useState<InterestTab | null>(null);
  const { interestsReceived, loaded } = useConnectionCounts();
  if (chosen === null && loaded) setChosen(interestsReceived > 0 ? "received" : "sent");
  const tab = chosen ?? "sent";
  return (
    <Container size="md" py="md">
      <Title order={1} mb="md">
        {t("connections.interestsTitle")}
      </Title>
      <Tabs value={tab} onChange={(value) => setChosen((value as InterestTab | null) ?? "sent")}>
        <Tabs.List mb="md">
          <Tabs.Tab value="sent">{t("connections.tabs.sent")}</Tabs.Tab>
          <Tabs.Tab
            value="received"
            rightSection={
              interestsReceived > 0 ? (
                <Badge
                  color="red"
                  circle
                  size="sm"
                  aria-label={t("connections.waiting", { count: interestsReceived })}
                >
                  {interestsReceived}
                </Badge>
              ) : null
            }
          >
            {t("connections.tabs.received")}
          </Tabs.Tab>
          <Tabs.Tab value="matched">{t("connections.tabs.matched")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab}>
          <InterestList type={tab} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

function InterestList({ type }: { type: InterestTab }) {
  const { t } = useTranslation();
  const list = useInterests(type);
  if (list.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t("app.loading")} />
      </Center>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" role="alert">
        {t(`connections.loadFailed.${type}`)}
      </Alert>
    );
  }
  if (list.data.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t(`connections.empty.${type}`)}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {list.data.data.map((interest) => (
        <InterestCard key={interest.id} interest={interest} type={type} />
      ))}
    </SimpleGrid>
  );
}

/**
 * A match's way to talk: the chat step the pair's state allows (Chat, Accept chat request, Chat
 * request), from the profile's own flags, as its action bar shows them.
 */
function MatchChat({ profileId }: { profileId: string }) {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  const flags = useProfile(profileId).data?.flags;
  if (!flags) return null;
  return (
    <ChatAction
      profileId={profileId}
      flags={flags}
      size="xs"
      onChanged={() => invalidateConnections(queryClient, userId)}
    />
  );
}

function InterestCard({ interest, type }: { interest: Interest; type: InterestTab }) {
  const { t, i18n } = useTranslation();
  const me = useSession()?.userId ?? "";
  const other =
    type === "sent" || (type === "matched" && interest.from === me)
      ? interest.to_profile
      : interest.from_profile;
  const answer = useAnswerInterest();
  const cancel = useCancelInterest();
  const fullName = `${other.name} ${other.lastName}`.trim();
  const matched = type === "matched" || interest.matched;
  const facts = [
    t("profiles.age", { count: other.age }),
    other.current_city,
    other.occupation,
  ].filter(Boolean);
  // A match dates from its answer; a sent or received interest from its sending.
  const when =
    type === "matched" ? (interest.answered_at ?? interest.created_at) : interest.created_at;

  const hasPhoto =
    other.pics.length > 0 || other.primary_profile_pic !== null || other.avatar_url !== null;

  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      component="article"
      aria-label={fullName}
      className={classes.interestCard}
    >
      <div className={hasPhoto ? classes.photo : `${classes.photo} ${classes.noPhoto}`}>
        {matched && (
          <IconHeartFilled
            className={classes.heart}
            size={28}
            color="var(--mantine-color-red-6)"
            aria-label={t("connections.match")}
            role="img"
          />
        )}
        {hasPhoto ? (
          <ConnectionPhotos profile={other} />
        ) : (
          <span className={classes.initial} aria-hidden>
            {other.name.slice(0, 1)}
          </span>
        )}
      </div>
      <Group justify="space-between" align="center" p="md" gap="sm" wrap="wrap">
        <div className={classes.cardText}>
          <Anchor component={Link} to={profilePath(other.id)} fw={600}>
            {fullName}
          </Anchor>
          <Text size="sm">{facts.join(" · ")}</Text>
          <Text size="xs" c="dimmed">
            <time dateTime={when}>
              {t(`connections.dated.${type}`, { date: shortDate(when, i18n.language) })}
            </time>
          </Text>
        </div>
        {type === "matched" && <MatchChat profileId={other.id} />}
        {type === "received" && interest.status === "pending" && (
          <Group gap="xs">
            <Button
              size="xs"
              loading={answer.isPending && answer.variables?.status === "accepted"}
              onClick={() => answer.mutate({ id: interest.id, status: "accepted" })}
            >
              {t("connections.accept")}
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={answer.isPending && answer.variables?.status === "rejected"}
              onClick={() => answer.mutate({ id: interest.id, status: "rejected" })}
            >
              {t("connections.reject")}
            </Button>
          </Group>
        )}
        {type !== "matched" && interest.status !== "pending" && (
          <Text size="sm" c="dimmed">
            {t(`connections.status.${interest.status}`)}
          </Text>
        )}
        {type === "sent" && interest.status === "pending" && (
          <Button
            size="xs"
            variant="default"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(interest.id, {
                onError: (error) => notifyError(t, error, t("connections.removeFailed")),
              })
            }
          >
            {t("common.cancel")}
          </Button>
        )}
      </Group>
    </Card>
  );
}
