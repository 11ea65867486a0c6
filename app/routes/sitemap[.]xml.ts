import { services } from "~/content/services";
import { itemPath } from "~/domain/catalogue-items/item-path";
import type { Route } from "./+types/sitemap[.]xml";

/** Every public page (docs/product.md's route table) but the not-found screen. */
const STATIC_PATHS = [
  "/",
  "/about",
  "/services",
  ...services.map((s) => s.path),
  "/products",
  "/contact",
  "/projects",
  "/privacy",
  "/terms",
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function urlEntry(loc: string, lastmod: string): string {
  return `  <url>\n    <loc>${escapeXml(loc)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`;
}

/**
 * /sitemap.xml: the static pages plus every product
 * category and published project, read from the database so new ones appear at once.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.siteUrl.replace(/\/+$/, "");
  const [{ items }, projects, itemPages] = await Promise.all([
    context.services.products.list(),
    context.services.projects.list({ publishedOnly: true }),
    context.services.products.itemAddresses(),
  ]);
  // Static pages change with a deploy; the newest catalogue change is a fair stand-in.
  const latest = items.reduce((max, p) => (p.updatedAt > max ? p.updatedAt : max), "");
  const siteLastmod = (latest || new Date().toISOString()).slice(0, 10);
  const entries = [
    ...STATIC_PATHS.map((path) => urlEntry(`${origin}${path}`, siteLastmod)),
    ...items.map((product) =>
      urlEntry(
        `${origin}/products/${encodeURIComponent(product.id)}`,
        product.updatedAt.slice(0, 10),
      ),
    ),
    // docs/decisions/081: each item's page.
    ...itemPages.map((page) =>
      urlEntry(`${origin}${itemPath(page.productId, page.slug)}`, page.updatedAt.slice(0, 10)),
    ),
    // Each published case study.
    ...projects.items.map((project) =>
      urlEntry(
        `${origin}/projects/${encodeURIComponent(project.slug)}`,
        project.updatedAt.slice(0, 10),
      ),
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
