import { Badge, Group, Loader, Progress, Stack, Text, Title } from "@mantine/core";
import type { VerificationDocument } from "@sagpan/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api.ts";
import { notify } from "../../lib/notify.ts";
import { translateError } from "../../lib/translate-error.ts";
import { uploadForm } from "../../lib/upload.ts";
import { FilePicker } from "../media/file-picker.tsx";
import classes from "../media/media.module.css";

export type UploadDocType = "GovID" | "JobID" | "SalaryID";

const ACCEPTED = ["image/jpeg", "image/png", "image/webp", "application/pdf"];
const MAX_BYTES = 10 * 1024 * 1024;
const statusColor = { pending: "yellow", approved: "teal", rejected: "red" } as const;

const docsKey = ["verification", "docs"];

/** `/upload/doc`, `/upload/job/doc`, `/upload/income/doc`: send a verification document. */
export function DocUploadPage({ docType }: { docType: UploadDocType }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
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
    onSuccess: async (reply) => {
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
    onSettled: () => setProgress(null),
  });

  const onFiles = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setProblem(null);
    if (!ACCEPTED.includes(file.type)) return setProblem(t("trust.docBadType"));
    if (file.size > MAX_BYTES) return setProblem(t("trust.docTooBig"));
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
        {progress !== null && (
          <Progress value={Math.round(progress * 100)} aria-label={t("trust.uploading")} />
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
        <Stack component="ul" gap="xs" aria-label={t("trust.myDocs")} style={{ padding: 0 }}>
          {mine.map((doc) => (
            <li key={doc.id} style={{ listStyle: "none" }}>
              <Group gap="sm">
                <Text size="sm">{new Date(doc.created_at).toLocaleDateString()}</Text>
                <Badge color={statusColor[doc.status]}>{t(`trust.status.${doc.status}`)}</Badge>
                {doc.status === "rejected" && doc.rejection_reason && (
                  <Text size="sm" c="red">
                    {t("trust.reason", { reason: doc.rejection_reason })}
                  </Text>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
