import type { TrustContent } from "~/domain/site/trust-schema";
import { PartnerMark } from "./partner-mark";

/** 'Brands we deal in' or 'Clients we serve': a heading and a grid of logos or wordmarks. */
export function PartnerWall({ id, wall }: { id: string; wall: TrustContent["brands"] }) {
  if (wall.items.length === 0) return null;
  return (
    <div aria-labelledby={`${id}-title`} role="region">
      <h3 id={`${id}-title`} className="text-xl font-semibold">
        {wall.heading}
      </h3>
      {wall.intro ? <p className="text-muted-foreground mt-1 text-sm">{wall.intro}</p> : null}
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {wall.items.map((partner, index) => (
          <li key={`${index}-${partner.name}`}>
            <PartnerMark partner={partner} />
          </li>
        ))}
      </ul>
    </div>
  );
}
