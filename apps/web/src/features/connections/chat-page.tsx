import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Button,
  Center,
  Container,
  Loader,
  Text,
  Textarea,
} from "@mantine/core";
import type { ChatMessage } from "@sagpan/contract";
import { IconArrowLeft, IconSend } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { Fragment, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { isApiError } from "../../lib/api.ts";
import { notifyError } from "../../lib/notify.ts";
import { useOpenConversation } from "../../lib/open-conversation.ts";
import { profilePath } from "../../lib/pid.ts";
import { useRealtimeEvent } from "../../lib/socket.ts";
import { useSession } from "../../lib/use-session.ts";
import { useProfile } from "../profiles/api.ts";
import {
  appendMessage,
  connectionKeys,
  type MessagesData,
  useMessages,
  useSendMessage,
} from "./api.ts";
import { dayKey, dayLabel, messageTime } from "./chat-time.ts";
import classes from "./connections.module.css";

/** `/chat?with={memberId}`: one conversation, live over the socket (spec sections 2, 4). */
export function ChatPage() {
  const [params] = useSearchParams();
  const withId = params.get("with");
  if (!withId) return <Navigate to="/chats" replace />;
  return <Conversation key={withId} withId={withId} />;
}

/** The other member's photo and name, linking to their profile. */
function ChatHeader({ withId }: { withId: string }) {
  const { t } = useTranslation();
  const profile = useProfile(withId);
  const person = profile.data?.data;
  const name = person ? `${person.name} ${person.lastName}`.trim() : "";
  return (
    <header className={classes.chatHeader}>
      <ActionIcon
        component={Link}
        to="/chats"
        variant="subtle"
        size="lg"
        aria-label={t("connections.backToChats")}
      >
        <IconArrowLeft size={22} aria-hidden />
      </ActionIcon>
      {person ? (
        <Anchor component={Link} to={profilePath(withId)} className={classes.chatWith}>
          <Avatar
            src={person.primary_profile_pic?.small ?? person.avatar_url}
            alt=""
            radius="xl"
            size={40}
          >
            {person.name.slice(0, 1)}
          </Avatar>
          <span className={classes.chatName}>
            <Text component="span" fw={700} truncate>
              {name}
            </Text>
            <Text component="span" size="xs" c="dimmed">
              {t("connections.viewProfile")}
            </Text>
          </span>
        </Anchor>
      ) : (
        // Until the profile is in: the same size as the photo and two lines, so nothing below
        // moves when they arrive.
        <span className={classes.chatWith}>
          <Avatar radius="xl" size={40} alt="" />
          <span className={classes.chatName}>
            <Text component="span" fw={700} truncate>
              {t("connections.chatTitle")}
            </Text>
            <Text component="span" size="xs" aria-hidden>
              {"\u00a0"}
            </Text>
          </span>
        </span>
      )}
    </header>
  );
}

function Conversation({ withId }: { withId: string }) {
  const { t, i18n } = useTranslation();
  const userId = useSession()?.userId ?? "";
  const queryClient = useQueryClient();
  const messages = useMessages(withId);
  const send = useSendMessage(withId);
  const [text, setText] = useState("");
  const endRef = useRef<HTMLDivElement>(null);
  useOpenConversation(withId);

  useRealtimeEvent("message", ({ message }) => {
    const other = message.from === userId ? message.to : message.from;
    if (other !== withId) return;
    const key = connectionKeys.messages(userId, withId);
    queryClient.setQueryData<MessagesData>(key, (old) => appendMessage(old, message));
    // Seen as it arrives: reading the newest page marks it read and re-sends my unread count.
    if (message.from === withId) void queryClient.invalidateQueries({ queryKey: key });
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
    send.mutate(message, {
      onSuccess: () => setText(""),
      onError: (error) => notifyError(t, error),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  // A blocked pair, a deleted member or no accepted chat request: nothing to show or send.
  const unavailable = isApiError(messages.error) && messages.error.status < 500;
  if (unavailable) {
    return (
      <Container size="sm" py="md" className={classes.chat}>
        <Alert color="gray" role="alert" title={t("connections.chatUnavailable")}>
          <Button component={Link} to="/chats" variant="default" mt="sm">
            {t("connections.backToChats")}
          </Button>
        </Alert>
      </Container>
    );
  }

  // The newest page says whether the other member paused their profile: the chat stays
  // readable, and the composer gives way to a notice instead of a send that would be refused.
  const paused = messages.data?.pages[0]?.paused === true;
  let lastDay = "";
  return (
    <Container size="sm" px="sm" className={classes.chat}>
      <ChatHeader withId={withId} />
      {messages.isPending ? (
        <Center py="xl" className={classes.messages}>
          <Loader aria-label={t("app.loading")} />
        </Center>
      ) : messages.isError ? (
        <Alert color="red" role="alert" className={classes.messages}>
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
          {all.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              {t("connections.sayHello")}
            </Text>
          )}
          {all.map((message) => {
            const day = dayKey(new Date(message.created_at));
            const label = day !== lastDay ? dayLabel(message.created_at, i18n.language) : null;
            lastDay = day;
            const mine = message.from === userId;
            return (
              <Fragment key={message.id}>
                {label && (
                  <p className={classes.day}>
                    {label === "today" || label === "yesterday" ? t(`connections.${label}`) : label}
                  </p>
                )}
                <div className={mine ? classes.mine : classes.theirs}>
                  <span className={classes.text}>{message.message}</span>
                  <time className={classes.time} dateTime={message.created_at}>
                    {messageTime(message.created_at, i18n.language)}
                  </time>
                </div>
              </Fragment>
            );
          })}
          <div ref={endRef} className={classes.end} />
        </div>
      )}
      {paused ? (
        <div className={classes.composer}>
          <Alert color="yellow" variant="light" role="status" className={classes.input}>
            {t("connections.pausedNotice")}
          </Alert>
        </div>
      ) : (
        <form
          className={classes.composer}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Textarea
            className={classes.input}
            aria-label={t("connections.messageLabel")}
            placeholder={t("connections.messagePlaceholder")}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            maxLength={2000}
            autosize
            minRows={1}
            maxRows={4}
          />
          <Button
            type="submit"
            loading={send.isPending}
            disabled={!text.trim()}
            rightSection={<IconSend size={16} aria-hidden />}
          >
            {t("connections.send")}
          </Button>
        </form>
      )}
    </Container>
  );
}
