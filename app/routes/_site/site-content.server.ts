import type { AppLoadContext } from "react-router";
import { sessionToken } from "~/routes/admin/guard.server";

/**
 * The content a public page renders: the published version, or the shared
 * draft when the URL asks for `?preview=draft` and the request is from
 * signed-in staff (docs/decisions/046). Visitors asking for a preview get the
 * published page, so the parameter reveals nothing.
 */
export async function loadSiteContent(request: Request, context: AppLoadContext) {
  const wantsPreview = new URL(request.url).searchParams.get("preview") === "draft";
  const staff =
    wantsPreview &&
    (context.admin ?? (await context.services.auth.resolveSession(sessionToken(request))));
  return context.services.siteContent.forPage(Boolean(staff));
}
