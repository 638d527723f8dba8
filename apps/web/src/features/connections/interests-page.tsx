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
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { notifyError } from "../../lib/notify.ts";
import { profilePath } from "../../lib/pid.ts";
import { useSession } from "../../lib/use-session.ts";
import { type InterestTab, useAnswerInterest, useCancelInterest, useInterests } from "./api.ts";
import { ConnectionPhotos } from "./connection-photos.tsx";
import classes from "./connections.module.css";
import { useConnectionCounts } from "./counts.ts";

/** `/interests`: the interests I sent, those I received, and the matches (spec sections 2, 4). */
export function InterestsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<InterestTab>("sent");
  const { interestsReceived } = useConnectionCounts();
  return (
    <Container size="md" py="md">
      <Title order={1} mb="md">
        {t("connections.interestsTitle")}
      </Title>
      <Tabs value={tab} onChange={(value) => setTab((value as InterestTab | null) ?? "sent")}>
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

function InterestCard({ interest, type }: { interest: Interest; type: InterestTab }) {
  const { t } = useTranslation();
  const me = useSession()?.userId ?? "";
  const other =
    type === "sent" || (type === "matched" && interest.from === me)
      ? interest.to_profile
      : interest.from_profile;
  const answer = useAnswerInterest();
  const cancel = useCancelInterest();
  const fullName = `${other.name} ${other.lastName}`.trim();

  const hasPhoto = other.pics.length > 0 || other.primary_profile_pic !== null;

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
        {(type === "matched" || interest.matched) && (
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
        <Anchor component={Link} to={profilePath(other.id)} fw={600}>
          {fullName}
        </Anchor>
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
