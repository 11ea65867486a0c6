import { data } from "react-router";
import { NotFoundScreen } from "~/components/site/not-found-screen";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: "Page Not Found",
    description: "The page you are looking for does not exist or has been moved.",
  }),
  // An unknown path must never be indexed.
  { name: "robots", content: "noindex" },
];

/** An unknown path answers 404 with the screen rendered on the server. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  return data({ path }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundScreen path={loaderData.path} />;
}
