import { Badge, Loader, Progress, Text, Title } from "@mantine/core";
import type { VerificationDocument } from "@sagpan/contract";
import { IconCircleCheck, IconCircleX, IconClockHour4 } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { api } from "../../lib/api.ts";
import { shortDate } from "../../lib/dates.ts";
import { notify } from "../../lib/notify.ts";
import { translateError } from "../../lib/translate-error.ts";
import { uploadForm } from "../../lib/upload.ts";
import { FilePicker } from "../media/file-picker.tsx";
import { megabytes } from "../media/limits.ts";
import classes from "../media/media.module.css";
import docClasses from "./doc-upload.module.css";

export type UploadDocType = "GovID" | "JobID" | "SalaryID";

const ACCEPTED = ["image/jpeg", "image/png", "image/webp", "application/pdf"];
const MAX_BYTES = 10 * 1024 * 1024;
const statusColor = { pending: "yellow", approved: "teal", rejected: "red" } as const;
const statusIcon = {
  pending: IconClockHour4,
  approved: IconCircleCheck,
  rejected: IconCircleX,
} as const;

/** "application/pdf" → "PDF", "image/jpeg" → "JPEG": the type as a member knows it. */
export function fileKind(contentType: string): string {
  const kinds: Record<string, string> = {
    "application/pdf": "PDF",
    "image/jpeg": "JPEG",
    "image/png": "PNG",
    "image/webp": "WebP",
  };
  return kinds[contentType] ?? contentType;
}

interface Sending {
  name: string;
  type: string;
  size: number;
}

const docsKey = ["verification", "docs"];

/** `/upload/doc`, `/upload/job/doc`, `/upload/income/doc`: send a verification document. */
export function DocUploadPage({ docType }: { docType: UploadDocType }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  // The API keeps no file names: the ones sent in this visit, by document.
  const [names, setNames] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const docs = useQuery({
    queryKey: docsKey,
    queryFn: () => api.get<{ data: VerificationDocument[] }>("/api/v1/verification/docs"),
  });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return uploadForm<{ data: VerificationDocument }>(
        `/api/v1/verification/doc?docType=${docType}`,
        form,
        { onProgress: setProgress },
      );
    },
    onSuccess: async (reply, file) => {
      setNames((known) => ({ ...known, [reply.data.id]: file.name }));
      void notify(t("trust.docUploaded"), { tone: "success" });
      // The reply is the new document: list it at once. A list fetch still under way from the
      // page's opening (seen in CI) would otherwise land after it and show no documents.
      await queryClient.cancelQueries({ queryKey: docsKey });
      queryClient.setQueryData<{ data: VerificationDocument[] }>(docsKey, (old) => ({
        ...old,
        data: [reply.data, ...(old?.data ?? []).filter((doc) => doc.id !== reply.data.id)],
      }));
      void queryClient.invalidateQueries({ queryKey: docsKey });
    },
    onError: (error) => setProblem(translateError(t, error)),
    onSettled: () => {
      setProgress(null);
      setSending(null);
    },
  });

  const onFiles = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setProblem(null);
    if (!ACCEPTED.includes(file.type)) return setProblem(t("trust.docBadType"));
    if (file.size > MAX_BYTES) return setProblem(t("trust.docTooBig"));
    setSending({ name: file.name, type: file.type, size: file.size });
    setProgress(0);
    upload.mutate(file);
  };

  const mine = (docs.data?.data ?? []).filter((doc) => doc.doc_type === docType);

  return (
    <section className={classes.page} aria-labelledby="doc-title">
      <Title order={1} size="h2" id="doc-title" className={classes.title}>
        {t(`trust.docTitle.${docType}`)}
      </Title>
      <div className={classes.panel}>
        <Text>{t(`trust.docHint.${docType}`)}</Text>
        <Text size="sm" c="dimmed">
          {t("trust.docTypes")}
        </Text>
        <FilePicker
          label={t("trust.chooseDoc")}
          accept={ACCEPTED.join(",")}
          disabled={upload.isPending}
          onFiles={onFiles}
        />
        {sending && (
          <div className={classes.upload}>
            <div className={classes.uploadHead}>
              <Text size="sm" fw={600} className={classes.fileName}>
                {sending.name}
              </Text>
              <Text size="xs" c="dimmed">
                {fileKind(sending.type)} · {megabytes(sending.size)}
              </Text>
            </div>
            <Progress
              value={Math.round((progress ?? 0) * 100)}
              size="sm"
              radius="xl"
              color="sky"
              aria-label={t("media.progressOf", { name: sending.name })}
            />
            <Text size="xs" c="dimmed">
              {t("media.uploading", { percent: Math.round((progress ?? 0) * 100) })}
            </Text>
          </div>
        )}
        {problem && (
          <Text role="alert" c="red">
            {problem}
          </Text>
        )}
      </div>
      <Title order={2} size="h3" className={classes.title}>
        {t("trust.myDocs")}
      </Title>
      {docs.isPending && <Loader size="sm" aria-label={t("app.loading")} />}
      {docs.isError && <Text role="alert">{translateError(t, docs.error)}</Text>}
      {docs.isSuccess && mine.length === 0 && <Text c="dimmed">{t("trust.noDocs")}</Text>}
      {mine.length > 0 && (
        <ul className={classes.uploads} aria-label={t("trust.myDocs")}>
          {mine.map((doc) => {
            const Icon = statusIcon[doc.status];
            const kind = `${fileKind(doc.content_type)} · ${megabytes(doc.size)}`;
            const uploaded = t("trust.uploadedOn", {
              date: shortDate(doc.created_at, i18n.language),
            });
            const name = names[doc.id];
            return (
              <li key={doc.id} className={docClasses.doc} data-status={doc.status}>
                <div className={classes.uploadHead}>
                  <Text size="sm" fw={600} className={classes.fileName}>
                    {name ?? kind}
                  </Text>
                  <Badge
                    color={statusColor[doc.status]}
                    variant="light"
                    leftSection={<Icon size={14} aria-hidden />}
                  >
                    {t(`trust.status.${doc.status}`)}
                  </Badge>
                </div>
                <Text size="xs" c="dimmed">
                  {name ? `${kind} · ${uploaded}` : uploaded}
                </Text>
                {doc.status === "rejected" && doc.rejection_reason && (
                  <Text size="sm" className={docClasses.reason}>
                    {t("trust.reason", { reason: doc.rejection_reason })}
                  </Text>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
