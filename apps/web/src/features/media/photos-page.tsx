import { Button, Group, Loader, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/use-translation.ts";
import { translateError } from "../../lib/translate-error.ts";
import { usePictures, useUploadPicture } from "./api.ts";
import { FilePicker } from "./file-picker.tsx";
import { acceptedPhotoTypes, fileProblem, limits } from "./limits.ts";
import classes from "./media.module.css";
import { PhotoGrid } from "./photo-grid.tsx";
import { UploadList } from "./upload-list.tsx";
import { useUploadQueue } from "./use-upload-queue.ts";

const HEIC_NAMES = [".heic", ".heif"];

/** `/upload/pics`: add photos (each with its own progress), choose the profile photo, delete. */
export function PhotosPage() {
  const { t } = useTranslation();
  const pictures = usePictures();
  const upload = useUploadPicture();
  const photos = pictures.data ?? [];

  const queue = useUploadQueue((file, options) => upload.mutateAsync({ file, ...options }));

  /** Type and size of each file, and the room left for photos stored or on their way. */
  const problems = (files: File[]) => {
    let room = limits.maxPhotos - photos.length - queue.pending;
    return files.map((file) => {
      const problem = fileProblem(file, acceptedPhotoTypes, limits.photoMaxBytes, HEIC_NAMES);
      if (problem) return problem;
      if (room <= 0) return "upload.too_many_photos";
      room -= 1;
      return null;
    });
  };
  const full = photos.length >= limits.maxPhotos;

  return (
    <section className={classes.page} aria-labelledby="photos-title">
      <Title order={1} size="h2" id="photos-title" className={classes.title}>
        {t("media.photosTitle")}
      </Title>
      <div className={classes.panel}>
        <Text>{t("media.photoLimits")}</Text>
        <Text size="sm" c="dimmed">
          {t("media.photoTypes")}
        </Text>
        <Group gap="sm">
          <FilePicker
            label={t("media.addPhotos")}
            accept={acceptedPhotoTypes.join(",")}
            multiple
            disabled={full}
            onFiles={(files) => queue.add(files, problems(files))}
          />
          {queue.items.length > 0 && !queue.busy && (
            <Button variant="subtle" onClick={queue.clearFinished}>
              {t("media.clearFinished")}
            </Button>
          )}
        </Group>
        {full && (
          <Text size="sm" c="dimmed">
            {t("errors.upload.too_many_photos")}
          </Text>
        )}
        <UploadList items={queue.items} />
      </div>
      <Title order={2} size="h3" className={classes.title}>
        {t("media.myPhotos", { count: photos.length, max: limits.maxPhotos })}
      </Title>
      {pictures.isPending && <Loader size="sm" aria-label={t("app.loading")} />}
      {pictures.isError && <Text role="alert">{translateError(t, pictures.error)}</Text>}
      {pictures.isSuccess && <PhotoGrid pictures={photos} />}
    </section>
  );
}
