import { z } from "zod";
import { image } from "../../app/domain/site/company-schema.ts";
import { logoContrastOf } from "../../app/domain/site/logo-contrast.server.ts";
import { endpoint } from "./endpoint.ts";

const logoInput = z.object({
  logoUrl: image("Logo", false),
  lightLogoUrl: image("Logo for dark backgrounds", false),
});

const logoCheck = z
  .object({
    url: z.string().nullable().meta({ description: "The logo the navy header would show" }),
    checked: z.boolean(),
    ratio: z.number().nullable().meta({ description: "WCAG contrast ratio against the navy" }),
    readable: z.boolean(),
    message: z.string().nullable().meta({ description: "What to tell the person, if anything" }),
  })
  .meta({ id: "LogoContrast" });

/**
 * Asked before the company's identity is published (docs/decisions/091): will the logo the
 * navy header and footer show stand out on the navy? The light logo if set, else the logo.
 */
export const siteLogoEndpoints = [
  endpoint({
    method: "post",
    path: "/admin/site/logo-contrast",
    operationId: "checkLogoContrast",
    tag: "Site content",
    summary: "How well the logo shown on the navy header stands out (3:1 or more reads well)",
    body: logoInput,
    responses: { 200: { description: "The check", schema: logoCheck } },
    handler: async ({ c, body }) => {
      const url = body.lightLogoUrl || body.logoUrl;
      // No logo: the built-in mark, drawn for the navy.
      if (!url)
        return c.json({ url: null, checked: false, ratio: null, readable: true, message: null });
      const media = c.get("deps").services.media;
      const result = await logoContrastOf(url, (u) => media.bytesOf(u));
      return c.json(
        result.checked
          ? {
              url,
              checked: true,
              ratio: result.ratio,
              readable: result.readable,
              message: result.message,
            }
          : { url, checked: false, ratio: null, readable: true, message: result.reason },
      );
    },
  }),
];
