import { catalogueContact } from "~/domain/catalogue-pdf/catalogue-contact";
import type { Route } from "./+types/catalogue[.]pdf";

/**
 * /catalogue.pdf: the live catalogue as a brochure a buyer can forward.
 * Revalidated on every use, so it is never older than the catalogue; the ETag
 * makes an unchanged copy cost one query and a 304.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { company } = (await context.services.siteContent.published()).content;
  const pdf = await context.services.cataloguePdf.get(catalogueContact(context.siteUrl, company));
  const headers = new Headers({
    ETag: pdf.etag,
    "Last-Modified": pdf.lastModified.toUTCString(),
    "Cache-Control": "public, no-cache",
  });
  if (request.headers.get("If-None-Match") === pdf.etag) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", "application/pdf");
  headers.set("Content-Disposition", 'inline; filename="catalogue.pdf"');
  headers.set("Content-Length", String(pdf.bytes.length));
  return new Response(new Uint8Array(pdf.bytes), { headers });
}
