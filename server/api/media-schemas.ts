import { z } from "zod";

/** Shapes of the media API, for validation and the OpenAPI document. */
const isoDate = z
  .string()
  .meta({ format: "date-time", description: "Set by the server (ISO 8601, UTC)" });

export const altText = z
  .string({ error: "Alt text must be text" })
  .trim()
  .max(500, { error: "Alt text must be at most 500 characters" });

export const mediaVariant = z
  .object({
    width: z.number().int(),
    format: z.enum(["avif", "webp", "jpeg", "png"]),
    url: z.string(),
  })
  .meta({ id: "MediaVariant" });

export const mediaKind = z.enum(["image", "document"]).meta({
  description: "`document`: a PDF, served as a download, with no variants (width and height 0)",
});

export const mediaRecord = z
  .object({
    id: z.string(),
    kind: mediaKind,
    url: z.string().meta({
      description:
        "An image's largest JPEG (or PNG) variant: the path to store in imageUrl, images, subproductImages. A document's download path, to store in an item's datasheets",
    }),
    alt: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    contentType: z.string().meta({ description: "What the upload was, sniffed from its bytes" }),
    bytes: z.number().int().meta({ description: "Size of the upload" }),
    variants: z.array(mediaVariant),
    fileName: z.string(),
    placeholder: z
      .string()
      .meta({ description: "A tiny blurred picture as a data: URI; blank for a document" }),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: "Media" });

export const mediaListItem = mediaRecord
  .extend({
    usedIn: z.array(z.string()).meta({ description: "Where the item is used, in words" }),
  })
  .meta({ id: "MediaListItem" });

export const mediaListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .meta({ description: "Part of the file name or alt text" }),
  kind: mediaKind.optional().meta({ description: "Only images, or only documents" }),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

export const mediaAltInput = z.object({ alt: altText });

export const mediaUploadFields = z.object({
  file: z.string().meta({
    format: "binary",
    description: "A JPEG, PNG, WebP, AVIF, GIF or TIFF image, or a PDF document",
  }),
  alt: z.string().max(500).optional().meta({ description: "Alt text; can be added later" }),
});

export const mediaInUseProblem = z
  .object({
    title: z.string(),
    status: z.literal(409),
    detail: z.string(),
    usedIn: z.array(z.string()),
  })
  .meta({ id: "MediaInUseProblem" });
