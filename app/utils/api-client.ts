/**
 * The browser's client for /api (docs/product.md, The API): credentials
 * always sent, the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN, JSON in and out (or a
 * FormData body out, for a form with a file).
 */
export class ApiError extends Error {
  readonly status: number;
  /** Field name to message, from a 400 problem response. */
  readonly errors: Record<string, string>;
  readonly retryAfter: number | null;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string> = {},
    retryAfter: number | null = null,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
    this.retryAfter = retryAfter;
  }
}

export function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** Makes sure the CSRF cookie exists (any GET under /api sets it). */
export async function csrfToken(): Promise<string | undefined> {
  const existing = readCookie("XSRF-TOKEN");
  if (existing) return existing;
  await fetch("/api/admin/check-auth", { credentials: "include" });
  return readCookie("XSRF-TOKEN");
}

export async function apiRequest<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: "application/json" };
  // A form (a file with its fields) sets its own multipart type and boundary.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers["Content-Type"] = "application/json";
  if (method !== "GET") {
    const token = await csrfToken();
    if (token) headers["X-XSRF-TOKEN"] = token;
  }
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    credentials: "include",
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const payload: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const problem = (payload ?? {}) as {
      detail?: string;
      message?: string;
      errors?: Record<string, string>;
    };
    const retryAfter = response.headers.get("Retry-After");
    throw new ApiError(
      response.status,
      problem.detail ?? problem.message ?? response.statusText,
      problem.errors,
      retryAfter ? Number(retryAfter) : null,
    );
  }
  return { data: payload as T, headers: response.headers };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const api = {
  get: <T>(path: string) => apiRequest<T>("GET", path).then((r) => r.data),
  post: <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, body).then((r) => r.data),
  put: <T>(path: string, body: unknown) => apiRequest<T>("PUT", path, body).then((r) => r.data),
  patch: <T>(path: string, body: unknown) => apiRequest<T>("PATCH", path, body).then((r) => r.data),
  delete: <T>(path: string) => apiRequest<T>("DELETE", path).then((r) => r.data),
};
