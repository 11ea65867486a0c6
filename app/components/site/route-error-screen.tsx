import { isRouteErrorResponse, useLocation } from "react-router";
import { NotFoundScreen } from "./not-found-screen";
import { useSite } from "./use-site";

/**
 * What a route's error boundary shows: a 404 is the site's not-found screen; anything else
 * the generic fallback with the error's status and text, or its message. The public layout
 * draws it inside the site's frame; the root, for the rare error outside that layout, bare,
 * so the back office never loads the public frame's code.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const { company } = useSite();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`Page Not Found | ${company.name}`}</title>
        <NotFoundScreen path={pathname} />
      </>
    );
  }
  let detail = "";
  if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) detail = error.message;
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24">
      <title>{`Unexpected Application Error! | ${company.name}`}</title>
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground mt-4">{detail}</p>
    </main>
  );
}
