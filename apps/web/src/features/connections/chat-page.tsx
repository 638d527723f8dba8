import { Alert, Button, Center, Container, Group, Loader, Textarea, Title } from "@mantine/core";
import type { ChatMessage } from "@sagpan/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { useRealtimeEvent } from "../../lib/socket.ts";
import { useSession } from "../../lib/use-session.ts";
import {
  appendMessage,
  connectionKeys,
  type MessagesData,
  useMessages,
  useSendMessage,
} from "./api.ts";
import classes from "./connections.module.css";

/** `/chat?with={memberId}`: one conversation, live over the socket (spec sections 2, 4). */
export function ChatPage() {
  const [params] = useSearchParams();
  const withId = params.get("with");
  if (!withId) return <Navigate to="/chats" replace />;
  return <Conversation key={withId} withId={withId} />;
}

function Conversation({ withId }: { withId: string }) {
  const { t } = useTranslation();
  const userId = useSession()?.userId ?? "";
  const queryClient = useQueryClient();
  const messages = useMessages(withId);
  const send = useSendMessage(withId);
  const [text, setText] = useState("");
  const endRef = useRef<HTMLDivElement>(null);

  useRealtimeEvent("message", ({ message }) => {
    const other = message.from === userId ? message.to : message.from;
    if (other !== withId) return;
    queryClient.setQueryData<MessagesData>(connectionKeys.messages(userId, withId), (old) =>
      appendMessage(old, message),
    );
  });

  // Pages arrive newest first; each page is oldest first.
  const all: ChatMessage[] = [...(messages.data?.pages ?? [])].reverse().flatMap((p) => p.data);
  const newestId = all.at(-1)?.id;

  useEffect(() => {
    if (newestId) endRef.current?.scrollIntoView({ block: "end" });
  }, [newestId]);

  const submit = () => {
    const message = text.trim();
    if (!message || send.isPending) return;
    send.mutate(message, { onSuccess: () => setText("") });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Container size="sm" py="md">
      <Title order={1} size="h3" mb="md">
        {t("connections.chatTitle")}
      </Title>
      {messages.isPending ? (
        <Center py="xl">
          <Loader aria-label={t("app.loading")} />
        </Center>
      ) : messages.isError ? (
        <Alert color="red" role="alert">
          {t("connections.messagesFailed")}
        </Alert>
      ) : (
        <div className={classes.messages} role="log" aria-label={t("connections.messages")}>
          {messages.hasNextPage && (
            <Button
              variant="subtle"
              size="xs"
              loading={messages.isFetchingNextPage}
              onClick={() => messages.fetchNextPage()}
            >
              {t("connections.loadOlder")}
            </Button>
          )}
          {all.map((message) => (
            <div
              key={message.id}
              className={message.from === userId ? classes.mine : classes.theirs}
            >
              {message.message}
            </div>
          ))}
          <div ref={endRef} />
        </div>
      )}
      <Group mt="md" align="flex-end" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          aria-label={t("connections.messageLabel")}
          placeholder={t("connections.messagePlaceholder")}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={2000}
          autosize
          minRows={1}
          maxRows={5}
        />
        <Button onClick={submit} loading={send.isPending} disabled={!text.trim()}>
          {t("connections.send")}
        </Button>
      </Group>
    </Container>
  );
}
