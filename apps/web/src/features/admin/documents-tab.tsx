import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { type AdminDocument, type DocStatus, docStatuses } from "@sagpan/contract";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { dateTime } from "../../lib/dates.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { profilePath } from "../../lib/pid.ts";
import classes from "./admin.module.css";
import { useAdminDocuments, useDocumentDecision } from "./api.ts";
import { DocumentFileModal } from "./document-file-modal.tsx";
import { ListState } from "./list-state.tsx";
import { RejectDialog } from "./reject-dialog.tsx";

const statusColor: Record<DocStatus, string> = {
  pending: "yellow",
  approved: "teal",
  rejected: "red",
};

/** The verification queue: pending documents by default, oldest first. */
export function DocumentsTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<DocStatus>("pending");
  const docs = useAdminDocuments(status);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t("admin.docs.status")}
        value={status}
        onChange={(value) => setStatus(value as DocStatus)}
        data={docStatuses.map((value) => ({ value, label: t(`trust.status.${value}`) }))}
        w="fit-content"
      />
      <ListState
        query={docs}
        failed={t("admin.docs.loadFailed")}
        empty={t(`admin.docs.empty.${status}`)}
      >
        {(items) => (
          <ul className={classes.list}>
            {items.map((doc) => (
              <DocumentRow key={doc.id} doc={doc} />
            ))}
          </ul>
        )}
      </ListState>
    </Stack>
  );
}

function DocumentRow({ doc }: { doc: AdminDocument }) {
  const { t, i18n } = useTranslation();
  const decide = useDocumentDecision();
  const [viewing, setViewing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const name = `${doc.name ?? ""} ${doc.lastName ?? ""}`.trim() || t("admin.docs.unnamed");
  const type = t(`admin.docs.types.${doc.doc_type}`);

  const approve = () =>
    decide.mutate(
      { id: doc.id, decision: { action: "approve" } },
      {
        onSuccess: () => void notify(t("admin.docs.approved"), { tone: "success" }),
        onError: (error) => void notifyError(t, error),
      },
    );
  const reject = (reason: string) =>
    decide.mutate(
      { id: doc.id, decision: { action: "reject", reason } },
      {
        onSuccess: () => {
          setRejecting(false);
          void notify(t("admin.docs.rejected"), { tone: "success" });
        },
        onError: (error) => void notifyError(t, error),
      },
    );

  return (
    <li className={classes.row} aria-label={`${name}, ${type}`}>
      <div className={classes.who}>
        <Anchor component={Link} to={profilePath(doc.user_id)} fw={600}>
          {name}
        </Anchor>
        <Text size="sm" c="dimmed" className={classes.email}>
          {doc.email}
        </Text>
        <Group gap="xs">
          <Badge variant="light" color="sky">
            {type}
          </Badge>
          {doc.status !== "pending" && (
            <Badge variant="light" color={statusColor[doc.status]}>
              {t(`trust.status.${doc.status}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {t("admin.docs.uploaded", { time: dateTime(doc.created_at, i18n.language) })}
        </Text>
        {doc.rejection_reason && (
          <Text size="sm" c="dimmed">
            {t("trust.reason", { reason: doc.rejection_reason })}
          </Text>
        )}
      </div>
      <div className={classes.actions}>
        <Button variant="default" size="sm" onClick={() => setViewing(true)}>
          {t("admin.docs.open")}
        </Button>
        {doc.status === "pending" && (
          <>
            <Button
              size="sm"
              color="teal"
              loading={decide.isPending && decide.variables?.decision.action === "approve"}
              disabled={decide.isPending}
              onClick={approve}
            >
              {t("admin.docs.approve")}
            </Button>
            <Button
              size="sm"
              color="red"
              variant="light"
              disabled={decide.isPending}
              onClick={() => setRejecting(true)}
            >
              {t("admin.docs.reject")}
            </Button>
          </>
        )}
      </div>
      {viewing && (
        <DocumentFileModal
          doc={doc}
          title={t("admin.docs.fileTitle", { type, name })}
          onClose={() => setViewing(false)}
        />
      )}
      {rejecting && (
        <RejectDialog
          busy={decide.isPending}
          onReject={reject}
          onCancel={() => setRejecting(false)}
        />
      )}
    </li>
  );
}
