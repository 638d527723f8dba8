import { Button, Group, Loader, Progress, Text, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { isApiError } from "../../lib/api.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { translateError } from "../../lib/translate-error.ts";
import { useDeleteVideo, useUploadVideo, useVideoIntro } from "./api.ts";
import { FilePicker } from "./file-picker.tsx";
import { acceptedVideoTypes, fileProblem, limits, megabytes } from "./limits.ts";
import classes from "./media.module.css";

/** `/upload/intro`: my video introduction, with upload (and its progress) and delete. */
export function VideoIntroPage() {
  const { t } = useTranslation();
  const video = useVideoIntro();
  const upload = useUploadVideo();
  const remove = useDeleteVideo();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const onFiles = ([file]: File[]) => {
    if (!file) return;
    const found = fileProblem(file, acceptedVideoTypes, limits.videoMaxBytes);
    setProblem(found);
    if (found) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) },
      {
        onSuccess: () => notify(t("media.videoSaved"), { tone: "success" }),
        onError: (error) => setProblem(isApiError(error) ? error.code : "server.error"),
      },
    );
  };

  const current = video.data ?? null;
  return (
    <section className={classes.page} aria-labelledby="video-title">
      <Title order={1} size="h2" id="video-title" className={classes.title}>
        {t("media.videoTitle")}
      </Title>
      <Text>{t("media.videoIntro")}</Text>
      {video.isPending && <Loader size="sm" aria-label={t("app.loading")} />}
      {video.isError && <Text role="alert">{translateError(t, video.error)}</Text>}
      {video.isSuccess &&
        (current ? (
          <div className={classes.videoBox}>
            {/* biome-ignore lint/a11y/useMediaCaption: members record these; there are no captions */}
            <video controls preload="metadata" src={current.url} className={classes.video} />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {megabytes(current.size)}
              </Text>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setConfirming(true)}
              >
                {t("media.deleteVideo")}
              </Button>
            </Group>
          </div>
        ) : (
          <Text c="dimmed">{t("media.noVideo")}</Text>
        ))}
      <div className={classes.panel}>
        <Text>{t("media.videoLimits")}</Text>
        <Group>
          <FilePicker
            label={current ? t("media.replaceVideo") : t("media.uploadVideo")}
            accept={acceptedVideoTypes.join(",")}
            disabled={upload.isPending}
            onFiles={onFiles}
          />
        </Group>
        {upload.isPending && (
          <div>
            <Progress
              value={progress}
              size="md"
              radius="xl"
              aria-label={t("media.videoProgress")}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {t("media.uploading", { percent: progress })}
            </Text>
          </div>
        )}
        {problem && (
          <Text c="red.8" size="sm" role="alert">
            {t(`errors.${problem}`, { defaultValue: t("errors.server.error") })}
          </Text>
        )}
      </div>
      <ConfirmDialog
        opened={confirming}
        title={t("media.deleteVideoTitle")}
        message={t("media.deleteVideoText")}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onError: (error) => notifyError(t, error),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </section>
  );
}
