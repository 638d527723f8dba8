import { baseHeaders, parseJson, replyError } from "./api.ts";
import { ApiError, NETWORK_ERROR } from "./api-error.ts";
import { sessionStore } from "./session.ts";

export interface UploadOptions {
  /** Share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Resolves with the JSON reply; rejects with an ApiError like every other call.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}) {
  return new Promise<T>((resolve, reject) => {
    const signedIn = sessionStore.get() !== null;
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    for (const [name, value] of Object.entries(baseHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(body as T);
      } else {
        reject(replyError(xhr.status, body, xhr.statusText, signedIn));
      }
    });
    xhr.addEventListener("error", () =>
      reject(new ApiError(0, NETWORK_ERROR, "Could not reach the server")),
    );
    xhr.addEventListener("abort", () => reject(new DOMException("Upload cancelled", "AbortError")));
    options.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(form);
  });
}
