import { Progress, Text } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { megabytes } from "./limits.ts";
import classes from "./media.module.css";
import type { UploadItem } from "./use-upload-queue.ts";

/** One row per file: its name, its own progress bar, and how it went. */
export function UploadList({ items }: { items: UploadItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className={classes.uploads} aria-label={t("media.uploads")}>
      {items.map((item) => (
        <li key={item.key} className={classes.upload} data-status={item.status}>
          <div className={classes.uploadHead}>
            <Text size="sm" fw={600} className={classes.fileName}>
              {item.name}
            </Text>
            <Text size="xs" c="dimmed">
              {megabytes(item.size)}
            </Text>
          </div>
          {item.status !== "error" && (
            <Progress
              value={item.progress}
              size="sm"
              radius="xl"
              color={item.status === "done" ? "teal" : "sky"}
              aria-label={t("media.progressOf", { name: item.name })}
            />
          )}
          <Text
            size="xs"
            c={item.status === "error" ? "red.8" : "dimmed"}
            className={classes.uploadStatus}
            role={item.status === "error" ? "alert" : undefined}
          >
            {item.status === "done" && <IconCheck size={14} aria-hidden />}
            {item.status === "error" && <IconX size={14} aria-hidden />}
            {item.status === "waiting" && t("media.waiting")}
            {item.status === "uploading" && t("media.uploading", { percent: item.progress })}
            {item.status === "done" && t("media.uploaded")}
            {item.status === "error" &&
              t(`errors.${item.error}`, { defaultValue: t("errors.server.error") })}
          </Text>
        </li>
      ))}
    </ul>
  );
}
