import { ContactInfo } from "~/components/site/contact-info";
import { ContactForm, CONTACT_FORM_ID } from "~/components/site/forms/contact-form";
import { ContentHero } from "~/components/site/hero";
import { MapEmbed } from "~/components/site/map-embed";
import { contactInput } from "~/domain/schemas/inquiry-inputs";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/contact";
import { handlePublicFormPost } from "./public-form-action.server";
import { loadSiteContent } from "./site-content.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { page: (await loadSiteContent(request, context)).content.contact };
}

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [];
  const { page } = args.loaderData;
  return pageMeta(args, { ...page.meta, image: page.hero.imageUrl });
}

/** The contact form posted without scripts (the scripted path posts to /api/contacts). */
export function action({ request, context }: Route.ActionArgs) {
  return handlePublicFormPost({
    request,
    context,
    form: CONTACT_FORM_ID,
    kind: "contacts",
    schema: contactInput,
  });
}

/** Contact (docs/product.md): cards, social links, 'Send Us a Message', the map. */
export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { hero, info, form, map } = loaderData.page;
  return (
    <>
      <ContentHero hero={hero} />
      <div className="mx-auto grid max-w-7xl gap-16 px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <ContactInfo heading={info.heading} intro={info.intro} />
          </div>
          <section
            aria-labelledby="contact-form-heading"
            className="bg-card self-start rounded-2xl border p-6 shadow-sm sm:p-8 lg:col-span-3"
          >
            <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {form.heading}
            </h2>
            <p className="text-muted-foreground mt-2 mb-6">{form.intro}</p>
            <ContactForm />
          </section>
        </div>
        <MapEmbed {...map} />
      </div>
    </>
  );
}
