import type { Route } from "./+types/robots[.]txt";

/** Keeps crawlers out of the back office and the API, and points them at the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.siteUrl.replace(/\/+$/, "");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
