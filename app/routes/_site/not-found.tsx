import { data } from "react-router";
import { notFoundMeta } from "~/components/site/not-found-meta";
import { NotFoundScreen } from "~/components/site/not-found-screen";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = (args) => notFoundMeta(args);

/** An unknown path answers 404 with the screen rendered on the server. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  return data({ path }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundScreen path={loaderData.path} />;
}
