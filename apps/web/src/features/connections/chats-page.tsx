import {
  Alert,
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
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { listTime } from "../../lib/dates.ts";
import { useRealtimeEvent } from "../../lib/socket.ts";
import { useSession } from "../../lib/use-session.ts";
import { connectionKeys, useAnswerChatRequest, useChatRequests, useThreads } from "./api.ts";

/** The chat page's link for a conversation with a member. */
export const chatPath = (memberId: string) => `/chat?with=${encodeURIComponent(memberId)}`;

/** `/chats`: chat requests waiting on me, then my conversations, latest first. */
export function ChatsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  const refresh = () => {
    queryClient.invalidateQueries({ queryKey: connectionKeys.threads(userId) });
  };
  useRealtimeEvent("message", refresh);
  useRealtimeEvent("chat_request", () =>
    queryClient.invalidateQueries({ queryKey: connectionKeys.chatRequests(userId) }),
  );
  return (
    <Container size="sm" py="md">
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
    <section aria-label={t("connections.chatRequests")}>
      <Title order={2} size="h4" mb="xs">
        {t("connections.chatRequests")}
      </Title>
      <Stack gap="xs" mb="lg">
        {pending.map((request) => (
          <Card key={request.id} withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={request.profile.primary_profile_pic?.small} alt="" radius="xl" />
                <Text fw={600}>{`${request.profile.name} ${request.profile.lastName}`.trim()}</Text>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" onClick={() => answer.mutate({ id: request.id, accepted: true })}>
                  {t("connections.accept")}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => answer.mutate({ id: request.id, accepted: false })}
                >
                  {t("connections.decline")}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
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
        <li key={thread.thread_id}>
          <UnstyledButton component={Link} to={chatPath(thread.with.id)} w="100%">
            <Card withBorder radius="md" padding="sm">
              <Group wrap="nowrap" gap="sm">
                <Avatar src={thread.with.primary_profile_pic?.small} alt="" radius="xl" />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} truncate>
                      {thread.with.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {listTime(thread.last_message.at, i18n.language)}
                    </Text>
                  </Group>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" c="dimmed" truncate>
                      {thread.last_message.message}
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
