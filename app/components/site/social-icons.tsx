import type { SVGProps } from "react";
import { shellIcon } from "./shell-icons";

/*
 * lucide-react 1.x dropped brand logos, so the two social marks are drawn
 * here as simple glyphs. They are decorative: the links carry the names.
 */

export function LinkedInIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.76v5.59h-4v-4.96c0-1.18-.02-2.7-1.7-2.7-1.7 0-1.96 1.28-1.96 2.61v5.05h-4v-11Z" />
    </svg>
  );
}

export const InstagramIcon = shellIcon([
  ["rect", { x: "3", y: "3", width: "18", height: "18", rx: "5" }],
  ["circle", { cx: "12", cy: "12", r: "4" }],
  ["circle", { cx: "17.5", cy: "6.5", r: "0.5", fill: "currentColor" }],
]);

/** A generic link mark for profiles other than the two drawn above. */
export const LinkIcon = shellIcon([
  "M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5",
  "M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5",
]);

/** The mark for a profile, by its label or address. */
function socialIcon(label: string, url: string) {
  const name = `${label} ${url}`.toLowerCase();
  if (name.includes("linkedin")) return LinkedInIcon;
  if (name.includes("instagram")) return InstagramIcon;
  return LinkIcon;
}

/**
 * The company's profiles as a list of links that open in a new tab. With `companyName` each
 * link is the icon alone, named "{company} on {profile}"; without it, the icon and the name.
 */
export function SocialLinkList({
  social,
  companyName,
  className,
  linkClassName,
}: {
  social: ReadonlyArray<{ label: string; url: string }>;
  companyName?: string;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {social.map(({ label, url }) => {
        const Icon = socialIcon(label, url);
        return (
          <li key={url}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={
                companyName ? `${companyName} on ${label} (opens in a new tab)` : undefined
              }
              className={linkClassName}
            >
              <Icon className="size-5" />
              {companyName ? null : (
                <>
                  {label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
