import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { profilePath } from "../../lib/pid.ts";
import { useAnswerChatRequest, useChatRequests, useThreads } from "./api.ts";
import { threadTime } from "./chat-time.ts";
import classes from "./connections.module.css";
import { chatPath } from "./keys.ts";

/**
 * `/chats`: chat requests waiting on me, then my conversations, latest first. Both follow
 * the socket through the connections feature's live listeners (live.ts), which the layout starts.
 */
export function ChatsPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="md" px="sm">
      <Title order={1} mb="md">
        {t("connections.chatsTitle")}
      </Title>
      <ChatRequests />
      <Threads />
    </Container>
  );
}

function ChatRequests() {
  const { t } = useTranslation();
  const requests = useChatRequests();
  const answer = useAnswerChatRequest();
  const pending = requests.data?.data.filter((r) => !r.accepted && !r.declined) ?? [];
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="chat-requests-title">
      <Group gap="xs" mb="xs">
        <Title order={2} size="h4" id="chat-requests-title">
          {t("connections.chatRequests")}
        </Title>
        <Badge color="red" circle aria-label={t("connections.waiting", { count: pending.length })}>
          {pending.length}
        </Badge>
      </Group>
      <Stack gap="xs" mb="lg">
        {pending.map((request) => {
          const name = `${request.profile.name} ${request.profile.lastName}`.trim();
          const busy = answer.isPending && answer.variables?.id === request.id;
          return (
            <Card
              key={request.id}
              withBorder
              radius="md"
              padding="sm"
              component="article"
              aria-label={name}
            >
              <div className={classes.request}>
                <Avatar
                  src={request.profile.primary_profile_pic?.small ?? request.profile.avatar_url}
                  alt=""
                  radius="xl"
                >
                  {request.profile.name.slice(0, 1)}
                </Avatar>
                <div className={classes.requestText}>
                  <Anchor component={Link} to={profilePath(request.profile.id)} fw={600}>
                    {name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t("connections.wantsToChat")}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap" className={classes.requestActions}>
                  <Button
                    size="xs"
                    loading={busy && answer.variables?.accepted === true}
                    disabled={busy}
                    onClick={() => answer.mutate({ id: request.id, accepted: true })}
                  >
                    {t("connections.accept")}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    loading={busy && answer.variables?.accepted === false}
                    disabled={busy}
                    onClick={() => answer.mutate({ id: request.id, accepted: false })}
                  >
                    {t("connections.decline")}
                  </Button>
                </Group>
              </div>
            </Card>
          );
        })}
      </Stack>
    </section>
  );
}

function Threads() {
  const { t, i18n } = useTranslation();
  const threads = useThreads();
  if (threads.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t("app.loading")} />
      </Center>
    );
  }
  if (threads.isError) {
    return (
      <Alert color="red" role="alert">
        {t("connections.threadsFailed")}
      </Alert>
    );
  }
  if (threads.data.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t("connections.noChats")}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {threads.data.data.map((thread) => (
        <li key={thread.with.id}>
          <UnstyledButton component={Link} to={chatPath(thread.with.id)} w="100%">
            <Card withBorder radius="md" padding="sm">
              <Group wrap="nowrap" gap="sm">
                <Avatar
                  src={thread.with.primary_profile_pic?.small ?? thread.with.avatar_url}
                  alt=""
                  radius="xl"
                >
                  {thread.with.name.slice(0, 1)}
                </Avatar>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {thread.with.name}
                      </Text>
                      {thread.with.paused && (
                        <Badge color="gray" variant="light" size="sm" style={{ flexShrink: 0 }}>
                          {t("connections.paused")}
                        </Badge>
                      )}
                    </Group>
                    {thread.last_message && (
                      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {threadTime(thread.last_message.at, i18n.language)}
                      </Text>
                    )}
                  </Group>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" c="dimmed" truncate>
                      {thread.last_message?.message ?? t("connections.newChat")}
                    </Text>
                    {thread.unread > 0 && (
                      <Badge
                        color="red"
                        circle
                        aria-label={t("nav.unread", { count: thread.unread })}
                      >
                        {thread.unread}
                      </Badge>
                    )}
                  </Group>
                </div>
              </Group>
            </Card>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
