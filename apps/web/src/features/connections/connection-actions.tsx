import { Button, Text } from "@mantine/core";
import type { ProfileFlags } from "@sagpan/contract";
import { IconDots, IconHeartFilled } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { api } from "../../lib/api.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { useSession } from "../../lib/use-session.ts";
import { ChatAction } from "./chat-action.tsx";
import { invalidateConnections } from "./keys.ts";
import { useSendInterest } from "./send-interest.ts";

// The two dialogs (Modal, Overlay, the report form's fields: about 18 KB) load when first opened,
// not with the profile page, whose first screen they are not part of. Once loaded they stay
// mounted, so later opens and closes animate as before.
const ConfirmDialog = lazy(() =>
  import("../../components/confirm-dialog.tsx").then((m) => ({ default: m.ConfirmDialog })),
);
const ReportDialog = lazy(() =>
  import("./report-dialog.tsx").then((m) => ({ default: m.ReportDialog })),
);
// The More menu's Mantine Menu (with Popover and floating-ui, about 27 KB) loads on the first
// open, or as the pointer or the focus reaches the button, not with the page.
const loadMoreMenu = () => import("./more-menu.tsx");
const MoreMenu = lazy(loadMoreMenu);

type Flags = Pick<
  ProfileFlags,
  | "is_chat_requested"
  | "i_am_interested"
  | "is_blocked"
  | "can_chat"
  | "matched"
  | "chat_request"
  | "interest_received"
  | "can_contact"
>;

/**
 * Chat, Send interest, and a "More" menu with Block and Report (and whatever the page adds,
 * such as the biodata) for a member's profile (spec section 4, Profile actions per flags).
 * Each offers only what the pair's state allows. The menu keeps a phone's action bar to one
 * row that needs no sideways scrolling. A member I blocked shows only Unblock, which asks
 * first, as blocking does (spec section 5).
 */
export function ConnectionActions({
  profileId,
  flags,
  more,
  onMoreWanted,
}: {
  profileId: string;
  flags: Flags;
  /** Further `Menu.Item`s for the More menu. */
  more?: ReactNode;
  /** Called as the More menu is about to be needed, to fetch what `more` draws. */
  onMoreWanted?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  // The profile's flags, the lists and the badges all change with any of these actions.
  const refresh = () => invalidateConnections(queryClient, userId);
  const [confirming, setConfirming] = useState(false);
  // Kept after the dialog closes, so its words do not change while it fades out.
  const [question, setQuestion] = useState<"block" | "unblock">("block");
  const [reporting, setReporting] = useState(false);
  const [blockAsked, setBlockAsked] = useState(false);
  const [reportAsked, setReportAsked] = useState(false);
  const [menuAsked, setMenuAsked] = useState(false);
  const prefetchMenu = () => {
    void loadMoreMenu();
    onMoreWanted?.();
  };
  const ask = (what: "block" | "unblock") => {
    setBlockAsked(true);
    setQuestion(what);
    setConfirming(true);
  };

  const interest = useSendInterest();

  const block = useMutation({
    mutationFn: (blocked: boolean) =>
      blocked
        ? api.post("/api/v1/block/", { block_request: { profileId } })
        : api.post("/api/v1/unblock/", { unblock_request: { profileId } }),
    onSuccess: (_reply, blocked) =>
      notify(t(blocked ? "connections.userBlocked" : "connections.userUnblocked"), {
        tone: "success",
      }),
    onError: (error, blocked) =>
      notifyError(t, error, t(blocked ? "connections.blockFailed" : "connections.unblockFailed")),
    onSettled: () => {
      setConfirming(false);
      return refresh();
    },
  });

  const acceptInterest = useMutation({
    mutationFn: (id: string) =>
      api.put(`/api/v1/interests/${encodeURIComponent(id)}`, {
        id,
        interest: { status: "accepted" },
      }),
    onError: (error) => notifyError(t, error),
    onSettled: refresh,
  });

  const theirInterest =
    flags.interest_received?.status === "pending" ? flags.interest_received : null;
  const blocked = flags.is_blocked;

  // Until the menu's code is wanted, a plain button of the same look opens it.
  const moreButton = (
    <Button
      variant="default"
      leftSection={<IconDots size={18} aria-hidden />}
      aria-haspopup="menu"
      onPointerEnter={prefetchMenu}
      onFocus={prefetchMenu}
      onClick={() => {
        prefetchMenu();
        setMenuAsked(true);
      }}
    >
      {t("connections.more")}
    </Button>
  );

  return (
    <>
      <ChatAction profileId={profileId} flags={flags} onChanged={refresh} />
      {blocked ? null : flags.matched ? (
        <Text
          size="sm"
          fw={600}
          c="red.7"
          style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
        >
          <IconHeartFilled size={16} aria-hidden />
          {t("connections.match")}
        </Text>
      ) : theirInterest ? (
        <Button
          variant="light"
          loading={acceptInterest.isPending}
          onClick={() => acceptInterest.mutate(theirInterest.id)}
        >
          {t("connections.acceptInterest")}
        </Button>
      ) : !flags.i_am_interested ? (
        <Button
          variant="light"
          loading={interest.isPending}
          disabled={flags.can_contact === false}
          aria-describedby={flags.can_contact === false ? "contact-rule" : undefined}
          onClick={() => interest.mutate(profileId)}
        >
          {t("connections.sendInterest")}
        </Button>
      ) : (
        <Text size="sm" c="dimmed" role="status">
          {t("connections.interestSent")}
        </Text>
      )}
      {blocked && (
        <Button variant="default" loading={block.isPending} onClick={() => ask("unblock")}>
          {t("connections.unblock")}
        </Button>
      )}
      {menuAsked ? (
        <Suspense fallback={moreButton}>
          <MoreMenu
            more={more}
            blocked={blocked}
            onBlock={() => ask("block")}
            onReport={() => {
              setReportAsked(true);
              setReporting(true);
            }}
          />
        </Suspense>
      ) : (
        moreButton
      )}
      <Suspense fallback={null}>
        {blockAsked && (
          <ConfirmDialog
            opened={confirming}
            title={t(`connections.${question}Title`)}
            message={t(`connections.${question}Question`)}
            busy={block.isPending}
            onConfirm={() => block.mutate(question === "block")}
            onCancel={() => setConfirming(false)}
          />
        )}
        {reportAsked && (
          <ReportDialog
            opened={reporting}
            profileId={profileId}
            onClose={() => {
              setReporting(false);
              refresh();
            }}
          />
        )}
      </Suspense>
    </>
  );
}
