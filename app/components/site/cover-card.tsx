import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { driveImageUrl } from "~/utils/drive-image";
import { SafeImage } from "./image-fallback";
import { PlainBadge } from "./plain-badge";

/**
 * A card in a public list (categories, case studies): cover picture with an optional badge,
 * a small line above the title, what the card says, and one link whose hit area is the whole
 * card. `linkText` is what the link says; `linkLabel` adds, for a screen reader, which card it
 * belongs to, since every card's link reads alike.
 */
export function CoverCard({
  image,
  eager,
  badge,
  eyebrow,
  title,
  to,
  linkText,
  linkLabel,
  children,
}: {
  image: string;
  eager: boolean;
  badge?: string;
  eyebrow: string;
  title: string;
  to: string;
  linkText: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <article className="bg-card group relative flex h-full flex-col overflow-hidden rounded-xl border shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <SafeImage
          src={driveImageUrl(image, 800)}
          alt=""
          width={800}
          height={600}
          loading={eager ? "eager" : "lazy"}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        {badge ? (
          <PlainBadge variant="accent" className="absolute top-3 right-3">
            {badge}
          </PlainBadge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-muted-foreground text-xs font-semibold tracking-wide">{eyebrow}</p>
        <h3 className="text-lg leading-snug font-semibold">{title}</h3>
        {children}
        <Link
          to={to}
          className="text-brand-700 mt-2 inline-flex items-center gap-1 text-sm font-semibold underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {linkText}
          <span className="sr-only">{linkLabel}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
