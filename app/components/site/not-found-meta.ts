import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/utils/seo";

/** The head of every 404 answer: the not-found screen's title, and an unknown path never indexed. */
export function notFoundMeta(args: Parameters<typeof pageMeta>[0]): MetaDescriptor[] {
  return [
    ...pageMeta(args, {
      title: "Page Not Found",
      description: "The page you are looking for does not exist or has been moved.",
    }),
    { name: "robots", content: "noindex" },
  ];
}
