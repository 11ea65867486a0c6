import { createHash } from "node:crypto";
import type { ProductService } from "../products.server.ts";
import { createCatalogueImages, type ImageLoader } from "./catalogue-images.server.ts";
import type { CatalogueContact } from "./catalogue-contact.ts";
import type { CategoryWithItems } from "./draw-category.ts";

export interface CataloguePdf {
  bytes: Buffer;
  /** Strong validator: the same catalogue and contact details give the same ETag. */
  etag: string;
  lastModified: Date;
}

export interface CataloguePdfOptions {
  /** Pictures the site stores itself (the media library), beside public/images. */
  loadImage?: ImageLoader;
  now?: () => Date;
}

/**
 * /catalogue.pdf from the live catalogue. Every request reads the catalogue (two
 * queries: categories, items) and fingerprints it with the contact details; the PDF is
 * rendered only when that fingerprint changes, once however many requests arrive meanwhile.
 */
export function createCataloguePdfService(
  products: ProductService,
  options: CataloguePdfOptions = {},
) {
  const images = createCatalogueImages(options.loadImage);
  const now = options.now ?? (() => new Date());
  let current: { fingerprint: string; pdf: Promise<CataloguePdf> } | null = null;

  return {
    async get(contact: CatalogueContact): Promise<CataloguePdf> {
      const items = await products.catalogue();
      const fingerprint = createHash("sha256")
        .update(JSON.stringify({ items, contact }))
        .digest("base64url")
        .slice(0, 27);
      if (current?.fingerprint !== fingerprint) {
        const pdf = render(items, contact, fingerprint);
        current = { fingerprint, pdf };
        // A failed render is not kept: the next request tries again.
        pdf.catch(() => {
          if (current?.pdf === pdf) current = null;
        });
      }
      return current.pdf;
    },
  };

  async function render(
    items: CategoryWithItems[],
    contact: CatalogueContact,
    fingerprint: string,
  ): Promise<CataloguePdf> {
    const generatedAt = now();
    // pdfkit and its fonts (a few MB resident) load with the first render, not at start.
    const { renderCataloguePdf } = await import("./render-catalogue-pdf.server.ts");
    const bytes = await renderCataloguePdf({
      products: items,
      contact,
      image: (url) => images.load(url),
      logo: await images.logo(contact.logoUrl),
      generatedAt,
    });
    // Saving a category rewrites its items, so its updatedAt covers theirs.
    const newest = items.reduce((max, p) => (p.updatedAt > max ? p.updatedAt : max), "");
    return {
      bytes,
      etag: `"${fingerprint}"`,
      lastModified: newest ? new Date(newest) : generatedAt,
    };
  }
}
