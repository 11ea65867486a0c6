import type { ImportResult } from "~/domain/catalogue-sheet/import-result";
import { ApiError, csrfToken } from "~/utils/api-client";

/**
 * POST /api/admin/catalogue/import with the file as multipart/form-data (docs/decisions/085).
 * Resolves with the answer, errors by row included; rejects with ApiError for a file the
 * server refused whole (too large, not a spreadsheet, damaged) or a lost connection.
 */
export async function sendSheet(file: File, dryRun: boolean): Promise<ImportResult> {
  const token = await csrfToken();
  const form = new FormData();
  form.set("file", file);
  let response: Response;
  try {
    response = await fetch(`/api/admin/catalogue/import${dryRun ? "?dryRun=1" : ""}`, {
      method: "POST",
      credentials: "include",
      headers: { Accept: "application/json", ...(token ? { "X-XSRF-TOKEN": token } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(0, "The connection was lost while sending the file. Try again.");
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isResult(body)) return body;
  const detail =
    typeof body === "object" && body !== null && "detail" in body && typeof body.detail === "string"
      ? body.detail
      : `The file could not be sent (${response.status}).`;
  throw new ApiError(response.status, detail);
}

function isResult(body: unknown): body is ImportResult {
  return typeof body === "object" && body !== null && "errors" in body && "created" in body;
}
