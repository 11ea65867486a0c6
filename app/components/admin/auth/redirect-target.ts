/** Where the login page may send the administrator back to. */
export const ADMIN_HOME = "/admin";

/**
 * Only same-site admin paths are accepted ("/admin" or under "/admin/"), never
 * another origin, a protocol-relative "//host" or the login/logout routes
 * themselves: an open redirect would let a phishing link borrow our login page.
 */
export function safeRedirectTarget(value: unknown): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.includes("\\")
  ) {
    return ADMIN_HOME;
  }
  let url: URL;
  try {
    url = new URL(value, "http://localhost");
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== "http://localhost") return ADMIN_HOME;
  const { pathname } = url;
  if (pathname !== ADMIN_HOME && !pathname.startsWith(`${ADMIN_HOME}/`)) return ADMIN_HOME;
  if (pathname.startsWith("/admin/login") || pathname.startsWith("/admin/logout"))
    return ADMIN_HOME;
  return `${pathname}${url.search}`;
}

export function loginPath(target: string): string {
  return `/admin/login?redirectTo=${encodeURIComponent(target)}`;
}

/** Where a sign-in goes when the password was right and a second factor is required. */
export function secondFactorPath(target: string): string {
  return `/admin/login/second-factor?redirectTo=${encodeURIComponent(target)}`;
}

/** A hint for the browser only; the server decides. */
export const AUTH_FLAG = "adminAuthenticated";

export function setAuthFlag(on: boolean) {
  try {
    if (on) window.localStorage.setItem(AUTH_FLAG, "true");
    else window.localStorage.removeItem(AUTH_FLAG);
  } catch {
    // Storage can be blocked (private mode); the flag is only a hint.
  }
}

export function readAuthFlag(): boolean {
  try {
    return window.localStorage.getItem(AUTH_FLAG) === "true";
  } catch {
    return false;
  }
}
