import { useRef, useState } from "react";
import { isApiError } from "../../lib/api.ts";
import type { UploadOptions } from "../../lib/upload.ts";

export type UploadStatus = "waiting" | "uploading" | "done" | "error";

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  /** 0 to 100. */
  progress: number;
  status: UploadStatus;
  /** An error code (`upload.too_large`…), translated when shown. */
  error?: string;
}

let nextKey = 0;

/**
 * Files sent one after another, each with its own progress and error; `send` uploads one.
 * `add` takes, for each file, the error code of a check that already refused it, or null.
 */
export function useUploadQueue(send: (file: File, options: UploadOptions) => Promise<unknown>) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const chain = useRef<Promise<void>>(Promise.resolve());

  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((old) => old.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: File[], problems: (string | null)[]) => {
    const added = files.map((file, index) => {
      const error = problems[index] ?? null;
      const item: UploadItem = {
        key: `upload-${nextKey++}`,
        name: file.name,
        size: file.size,
        progress: 0,
        status: error ? "error" : "waiting",
        ...(error ? { error } : {}),
      };
      return { file, item };
    });
    setItems((old) => [...old, ...added.map((a) => a.item)]);
    for (const { file, item } of added) {
      if (item.status === "error") continue;
      chain.current = chain.current.then(async () => {
        update(item.key, { status: "uploading" });
        try {
          await send(file, {
            onProgress: (fraction) => update(item.key, { progress: Math.round(fraction * 100) }),
          });
          update(item.key, { status: "done", progress: 100 });
        } catch (error) {
          update(item.key, {
            status: "error",
            error: isApiError(error) ? error.code : "server.error",
          });
        }
      });
    }
  };

  const clearFinished = () =>
    setItems((old) =>
      old.filter((item) => item.status === "waiting" || item.status === "uploading"),
    );

  const pending = items.filter(
    (item) => item.status === "waiting" || item.status === "uploading",
  ).length;
  return { items, add, clearFinished, pending, busy: pending > 0 };
}
