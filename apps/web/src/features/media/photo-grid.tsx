import { Badge, Button, Text } from "@mantine/core";
import type { Picture } from "@sagpan/contract";
import { IconStarFilled, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { BlurhashImage } from "../../components/blurhash/blurhash-image.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notifyError } from "../../lib/notify.ts";
import { useDeletePicture, useSetPrimaryPicture } from "./api.ts";
import classes from "./media.module.css";

/** My photos, primary first, each with "Set as profile photo" and a confirmed delete. */
export function PhotoGrid({ pictures }: { pictures: Picture[] }) {
  const { t } = useTranslation();
  const setPrimary = useSetPrimaryPicture();
  const remove = useDeletePicture();
  const [deleting, setDeleting] = useState<Picture | null>(null);
  const fail = (error: unknown) => notifyError(t, error);

  if (pictures.length === 0) {
    return <Text c="dimmed">{t("media.noPhotos")}</Text>;
  }
  return (
    <>
      <ul className={classes.photoGrid}>
        {pictures.map((picture, index) => (
          <li key={picture.id} className={classes.photoItem}>
            <BlurhashImage
              src={picture.medium}
              srcSet={`${picture.small} 320w, ${picture.medium} 720w`}
              sizes="(min-width: 48em) 240px, 50vw"
              blurhash={picture.blurhash}
              alt={t("media.photoAlt", { n: index + 1 })}
              className={classes.photo}
            />
            {picture.is_primary && (
              <Badge
                className={classes.primaryBadge}
                leftSection={<IconStarFilled size={12} aria-hidden />}
              >
                {t("media.profilePhoto")}
              </Badge>
            )}
            <div className={classes.photoActions}>
              {!picture.is_primary && (
                <Button
                  size="xs"
                  variant="default"
                  loading={setPrimary.isPending && setPrimary.variables === picture.id}
                  onClick={() => setPrimary.mutate(picture.id, { onError: fail })}
                >
                  {t("media.setPrimary")}
                </Button>
              )}
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                aria-label={t("media.deletePhotoNamed", { n: index + 1 })}
                onClick={() => setDeleting(picture)}
              >
                {t("media.delete")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        opened={deleting !== null}
        title={t("media.deletePhotoTitle")}
        message={t("media.deletePhotoText")}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onError: fail,
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}
