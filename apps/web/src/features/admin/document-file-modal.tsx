import { Alert, Center, Loader, Modal, Text } from "@mantine/core";
import type { AdminDocument } from "@sagpan/contract";
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { calendarDate } from "../../lib/dates.ts";
import classes from "./admin.module.css";
import { fetchDocumentFile } from "./api.ts";

type FileState = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; url: string };

/**
 * The document fetched with the bearer token, shown from an object URL that dies with the modal,
 * beside whose it is: the member's name and birth date to compare with the ID's.
 */
export function DocumentFileModal({
  doc,
  title,
  onClose,
}: {
  doc: AdminDocument;
  title: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const name = `${doc.name ?? ""} ${doc.lastName ?? ""}`.trim() || t("admin.docs.unnamed");
  const born = calendarDate(doc.birthdate, i18n.language);
  const [file, setFile] = useState<FileState>({ kind: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchDocumentFile(doc.file_url, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setFile({ kind: "ready", url });
      },
      () => {
        if (!controller.signal.aborted) setFile({ kind: "failed" });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [doc.file_url]);

  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      <dl className={classes.owner} aria-label={t("admin.docs.owner")}>
        <div>
          <dt>{t("admin.docs.ownerName")}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t("admin.docs.ownerBirthdate")}</dt>
          <dd>
            {born ?? (
              <Text span c="dimmed">
                {t("admin.docs.noBirthdate")}
              </Text>
            )}
          </dd>
        </div>
        <div>
          <dt>{t("admin.docs.ownerEmail")}</dt>
          <dd>{doc.email}</dd>
        </div>
      </dl>
      {file.kind === "loading" && (
        <Center py="xl">
          <Loader aria-label={t("admin.docs.opening")} />
        </Center>
      )}
      {file.kind === "failed" && (
        <Alert color="red" role="alert">
          {t("admin.docs.fileFailed")}
        </Alert>
      )}
      {file.kind === "ready" &&
        (doc.content_type === "application/pdf" ? (
          <iframe src={file.url} title={title} className={classes.pdf} />
        ) : (
          <img src={file.url} alt={title} className={classes.preview} />
        ))}
    </Modal>
  );
}
