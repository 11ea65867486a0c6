import { cx } from "~/utils/cx";
import { MARK_BASE, MARK_TILE, MARK_V, MARK_VIEWBOX } from "./logo-mark";
import { useSite } from "./use-site";

/** The mark alone: the favicon's drawing, coloured by the theme's tokens. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox={MARK_VIEWBOX} aria-hidden="true" focusable="false" className={className}>
      <rect {...MARK_TILE} className="fill-accent" />
      <path d={MARK_V} className="fill-ink" />
      <rect {...MARK_BASE} className="fill-ink" />
    </svg>
  );
}

/**
 * The company's logo for dark bands (navbar, footer): the owner's uploaded image when the
 * site content names one (company → Logo for dark backgrounds, else Logo), else the built-in mark and a wordmark of the
 * company's name, its first word large and the rest as a spaced caption (docs/decisions/068).
 */
export function BrandLogo({ className }: { className?: string }) {
  const { company } = useSite();
  // The light version is made for these navy bands (docs/decisions/091).
  const logo = company.lightLogoUrl || company.logoUrl;
  if (logo) {
    return (
      <img
        src={logo}
        alt={company.name}
        data-logo="uploaded"
        className={cx("h-10 w-auto max-w-56 object-contain", className)}
      />
    );
  }
  const [first, ...rest] = company.name.split(" ");
  return (
    <span data-logo="built-in" className={cx("inline-flex items-center gap-2.5", className)}>
      <LogoMark className="size-9 shrink-0" />
      <span aria-hidden="true" className="flex flex-col leading-none">
        <span className="text-xl font-extrabold tracking-tight">{first}</span>
        {rest.length > 0 ? (
          <span className="mt-1 text-[0.625rem] font-semibold tracking-[0.18em] text-slate-300 uppercase">
            {rest.join(" ")}
          </span>
        ) : null}
      </span>
      <span className="sr-only">{company.name}</span>
    </span>
  );
}
