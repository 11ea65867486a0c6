import { ApiError } from "~/utils/api-client";
import { loginPath, setAuthFlag } from "./redirect-target";

/**
 * A 401 from the API mid-task means the session ended (idle or signed out
 * elsewhere): clear the hint and go to login, remembering this page.
 * Returns true when it took over.
 */
export function handleSessionExpired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  setAuthFlag(false);
  window.location.assign(loginPath(`${window.location.pathname}${window.location.search}`));
  return true;
}
