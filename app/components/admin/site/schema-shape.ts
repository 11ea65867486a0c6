import type { z } from "zod";

/**
 * What the generic section form needs to know about a zod schema: one of a
 * few field kinds. Reading the schema itself keeps the admin form, the API
 * and the pages on one definition (docs/decisions/045).
 */
export type FieldShape =
  | { kind: "text"; multiline: boolean; maxLength: number | null; format: TextFormat }
  | { kind: "number" }
  | { kind: "boolean" }
  | { kind: "object"; fields: [string, FieldShape][] }
  | { kind: "array"; item: FieldShape; min: number; max: number | null };

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  format?: string;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
}

const def = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export function shapeOf(schema: z.ZodType): FieldShape {
  const d = def(schema);
  switch (d.type) {
    case "default":
    case "optional":
    case "nullable":
      return shapeOf(d.innerType!);
    case "pipe": {
      // `string().max(254).pipe(email())`: the length from the first, the format from the second.
      const shape = shapeOf(d.in!);
      const format = formatOf(def(d.out!));
      return shape.kind === "text" && format !== "text"
        ? { ...shape, format, multiline: false }
        : shape;
    }
    case "number":
      return { kind: "number" };
    case "boolean":
      return { kind: "boolean" };
    case "object":
      return {
        kind: "object",
        fields: Object.entries(d.shape!).map(([key, child]) => [key, shapeOf(child)]),
      };
    case "array": {
      const limits = lengthLimits(d);
      return { kind: "array", item: shapeOf(d.element!), ...limits };
    }
    default: {
      const maxLength = (schema as unknown as { maxLength?: number | null }).maxLength ?? null;
      const format = formatOf(d);
      // Paragraphs are multi-line; names, phone numbers, e-mail addresses and URLs stay on one.
      const multiline =
        format === "text" && maxLength !== null && maxLength > 200 && maxLength <= 1500;
      return { kind: "text", multiline, maxLength, format };
    }
  }
}

export type TextFormat = "text" | "email" | "url";

/** zod's string formats that have an input type of their own. */
function formatOf(d: Def): TextFormat {
  const format = d.format;
  return format === "email" || format === "url" ? format : "text";
}

function lengthLimits(d: Def): { min: number; max: number | null } {
  let min = 0;
  let max: number | null = null;
  for (const check of d.checks ?? []) {
    const c = check._zod.def;
    if (c.check === "min_length" && c.minimum !== undefined) min = c.minimum;
    if (c.check === "max_length" && c.maximum !== undefined) max = c.maximum;
  }
  return { min, max };
}

/** A new, empty item for an array of this shape. */
export function emptyValue(shape: FieldShape): unknown {
  switch (shape.kind) {
    case "text":
      return "";
    case "number":
      return 0;
    case "boolean":
      return false;
    case "array":
      return [];
    case "object":
      return Object.fromEntries(shape.fields.map(([key, child]) => [key, emptyValue(child)]));
  }
}

const LABELS: Record<string, string> = {
  primaryCTA: "Primary button",
  secondaryCTA: "Secondary button",
  cta: "Button",
  imageUrl: "Image (path such as /media/… or https:// URL)",
  heroImageUrl: "Hero image (path such as /media/… or https:// URL)",
  logoUrl: "Logo (path such as /media/… or https:// URL)",
  lightLogoUrl: "Logo for dark backgrounds (a light version, for the navy header)",
  seoImageUrl: "Default sharing image (path or https:// URL)",
  imageAlt: "Image description (alt text)",
  heroImageAlt: "Hero image description (alt text)",
  gstin: "GSTIN",
  whatsapp: "WhatsApp number",
  meta: "SEO",
  embedUrl: "Map embed URL",
  linkUrl: "Map link",
  postalCode: "PIN code",
  line1: "Address line 1",
  line2: "Address line 2",
  hidden: "Hidden (not shown on the site)",
  url: "URL",
  social: "Social links",
  emails: "E-mail addresses",
};

/** "heroSubtitle" → "Hero subtitle"; a few names get a clearer label. */
export function labelOf(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const spaced = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/-/g, " ")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Singular noun for a list's items, from its label: "Phones" → "phone". */
export function itemNoun(listLabel: string): string {
  const label = listLabel.toLowerCase();
  if (label.endsWith("ies")) return `${label.slice(0, -3)}y`;
  if (label.endsWith("ses")) return label.slice(0, -2);
  return label.endsWith("s") ? label.slice(0, -1) : label;
}
