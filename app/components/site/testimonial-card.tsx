import { Quote } from "lucide-react";
import type { Testimonial } from "~/domain/site/page-schemas";

/** One client testimonial: quote, author, role and company (Home). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="bg-card flex h-full flex-col rounded-xl border p-6 shadow-sm">
      <Quote aria-hidden="true" className="text-accent-dark size-8" />
      <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t pt-4">
        <p className="font-semibold">{testimonial.author}</p>
        <p className="text-muted-foreground text-sm">
          {[testimonial.role, testimonial.company].filter(Boolean).join(", ")}
        </p>
      </figcaption>
    </figure>
  );
}
