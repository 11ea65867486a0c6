import { heroImages } from "../images.ts";
import type { HeroContent, PageMeta } from "./types.ts";

export interface ContactPage {
  meta: PageMeta;
  hero: HeroContent;
  info: { heading: string; intro: string };
  form: { heading: "Send Us a Message"; intro: string };
  /** `requestText` shows before the visitor asks for the map; `fallbackText` if it then fails. */
  map: { heading: string; requestText: string; fallbackText: string };
}

export const contactPage: ContactPage = {
  meta: {
    title: "Contact Us",
    description:
      "Contact our Vadodara office for quotations, project discussions and service support. Call, e-mail or send us a message.",
  },
  hero: {
    title: "Contact Us",
    subtitle: "Talk to our engineers and sales team",
    description:
      "Questions about a project, a product or a maintenance contract? Reach out and we will get back to you within one working day.",
    imageUrl: heroImages.contact.src,
    imageAlt: heroImages.contact.alt,
  },
  info: {
    heading: "Get in Touch",
    intro:
      "Visit our office in GIDC Makarpura, call us, or write to the team that fits your question.",
  },
  form: {
    heading: "Send Us a Message",
    intro: "Fill in the form and the right person will reply to you directly.",
  },
  map: {
    heading: "Find Us",
    requestText:
      "The interactive map comes from Google Maps. It loads only when you ask for it, so Google learns nothing of your visit until then.",
    fallbackText: "The map could not be loaded. Use the address above or open it in Google Maps.",
  },
};
