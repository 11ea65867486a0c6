import type { MediaRecord } from "~/domain/media/media-rules";
import { ApiError, csrfToken } from "~/utils/api-client";

export interface UploadHandle {
  /** Resolves with the stored record; rejects with ApiError (status 0 when cancelled or offline). */
  done: Promise<MediaRecord>;
  cancel(): void;
}

/**
 * POST /api/admin/media with XMLHttpRequest rather than fetch: only XHR reports upload
 * progress in every browser, which the per-file progress bar needs.
 */
export function uploadMedia(
  file: File,
  alt: string,
  onProgress: (sent: number, total: number) => void,
): UploadHandle {
  const request = new XMLHttpRequest();
  const done = csrfToken().then(
    (token) =>
      new Promise<MediaRecord>((resolve, reject) => {
        request.open("POST", "/api/admin/media");
        request.responseType = "text";
        request.withCredentials = true;
        request.setRequestHeader("Accept", "application/json");
        if (token) request.setRequestHeader("X-XSRF-TOKEN", token);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(event.loaded, event.total);
        };
        request.onload = () => {
          const body = parse(request.responseText);
          if (request.status === 201) resolve(body as MediaRecord);
          else {
            const problem = (body ?? {}) as { detail?: string; errors?: Record<string, string> };
            reject(
              new ApiError(
                request.status,
                problem.detail ?? `The upload failed (${request.status}).`,
                problem.errors,
              ),
            );
          }
        };
        request.onerror = () =>
          reject(new ApiError(0, "The connection was lost during the upload."));
        request.onabort = () => reject(new ApiError(0, "Cancelled."));
        const form = new FormData();
        form.set("file", file);
        form.set("alt", alt);
        request.send(form);
      }),
  );
  return { done, cancel: () => request.abort() };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The smallest WebP variant: a thumbnail that loads fast in grids and pickers. */
export function thumbnailOf(item: Pick<MediaRecord, "variants" | "url">): string {
  return item.variants.find((v) => v.format === "webp")?.url ?? item.url;
}
