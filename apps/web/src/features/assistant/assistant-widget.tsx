import { ActionIcon, Button, CloseButton, TextInput } from "@mantine/core";
import { IconMessageChatbot, IconSend } from "@tabler/icons-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useAdsQuiet } from "../../lib/ads-busy.ts";
import { siteSettings } from "../../lib/site-settings.ts";
import classes from "./assistant.module.css";
import { type ChatLine, useAssistant } from "./use-assistant.ts";

/** The widget's name is a build-time setting (spec section 3); the translated default otherwise. */
function useAssistantName() {
  const { t } = useTranslation();
  return siteSettings.assistantName ?? t("assistant.defaultName");
}

interface Props {
  /** The profile's id, as the API knows it. */
  pid: string;
  name: string;
  gender: "male" | "female";
  /** On phones the launcher sits in the page's action bar, in the slot it keeps free. */
  inActionBar?: boolean;
}

/**
 * The profile assistant (spec: collapsed or open; messages from user and bot). Loaded on
 * demand after the profile page's first paint, so the page's own code and score stay as
 * they are; fixed in a corner, so it shifts nothing.
 */
export default function AssistantWidget({ pid, name, gender, inActionBar }: Props) {
  const { t } = useTranslation();
  const title = useAssistantName();
  const [open, setOpen] = useState(false);
  const { lines, waiting, ask } = useAssistant(pid);
  useAdsQuiet(open); // a chat: no ad opens over it

  if (!open) {
    return (
      <Button
        className={classes.launcher}
        data-in-bar={inActionBar || undefined}
        radius="xl"
        leftSection={<IconMessageChatbot size={20} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={t("assistant.open", { assistant: title, name })}
      >
        <span className={classes.label}>{title}</span>
      </Button>
    );
  }
  return (
    <Panel
      title={title}
      name={name}
      gender={gender}
      lines={lines}
      waiting={waiting}
      ask={ask}
      onClose={() => setOpen(false)}
    />
  );
}

function Panel(props: {
  title: string;
  name: string;
  gender: "male" | "female";
  lines: ChatLine[];
  waiting: boolean;
  ask: (text: string) => boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const { lines, waiting, ask } = props;

  useEffect(() => input.current?.focus(), []);
  // Follow the conversation as answers stream in (every render adds a line or a piece).
  useEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight });
  });

  const send = (text: string) => {
    if (ask(text)) setDraft("");
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };
  const suggestions = ["work", "gun", "family", "diet"].map((key) =>
    t(`assistant.chip.${key}`, { context: props.gender }),
  );

  return (
    <section className={classes.panel} role="dialog" aria-labelledby={titleId}>
      <div className={classes.header}>
        <span id={titleId}>{props.title}</span>
        <CloseButton onClick={props.onClose} aria-label={t("assistant.close")} />
      </div>
      <div className={classes.log} ref={log} role="log" aria-live="polite">
        <div className={classes.bot}>{t("assistant.welcome", { name: props.name })}</div>
        {lines.length === 0 && <Chips chips={suggestions} onPick={send} />}
        {lines.map((line) => (
          <Line key={line.id} line={line} onPick={send} />
        ))}
        {waiting && (
          <div className={classes.typing} role="status" aria-label={t("assistant.typing")}>
            <span />
            <span />
            <span />
          </div>
        )}
      </div>
      <form className={classes.form} onSubmit={submit}>
        <TextInput
          ref={input}
          style={{ flex: 1 }}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          placeholder={t("assistant.placeholder")}
          aria-label={t("assistant.inputLabel")}
          maxLength={300}
        />
        <ActionIcon
          type="submit"
          size="lg"
          disabled={!draft.trim()}
          aria-label={t("assistant.send")}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </form>
    </section>
  );
}

function Line({ line, onPick }: { line: ChatLine; onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const text = line.error ? t(`assistant.errors.${line.error.replace(".", "_")}`) : line.text;
  return (
    <>
      <div className={line.from === "user" ? classes.user : classes.bot}>{text}</div>
      {line.chips && <Chips chips={line.chips} onPick={onPick} />}
    </>
  );
}

function Chips({ chips, onPick }: { chips: string[]; onPick: (text: string) => void }) {
  return (
    <div className={classes.chips}>
      {chips.map((chip) => (
        <Button
          key={chip}
          size="compact-sm"
          variant="light"
          radius="xl"
          onClick={() => onPick(chip)}
        >
          {chip}
        </Button>
      ))}
    </div>
  );
}
