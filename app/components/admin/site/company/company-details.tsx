import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import { useUnsavedChangesWarning } from "~/hooks/use-unsaved-changes-warning";
import type { CompanyContent } from "~/domain/site/company-schema";
import { SchemaFields } from "../schema-fields";
import type { FieldShape } from "../schema-shape";
import { CompanyCard } from "./company-card";
import { COMPANY_PARTS, partValues, type CompanyPart } from "./company-parts";
import { checkLogoBeforeSave, LogoOnNavy } from "./logo-on-navy";
import { MapFields } from "./map-fields";
import type { MapTexts } from "./map-preview";

/**
 * The company details as short cards, each with its own Save (docs/decisions/091). The page
 * asks before it is left while any card has unsaved changes; one blocker for all of them,
 * since the router keeps only one.
 */
export function CompanyDetails({
  initial,
  shapes,
  version,
  mapTexts,
}: {
  initial: CompanyContent;
  /** Each card's fields, read by the loader off the company schema. */
  shapes: Record<CompanyPart["id"], FieldShape>;
  version: number;
  mapTexts: MapTexts;
}) {
  const [saved, setSaved] = useState(initial);
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const revalidator = useRevalidator();
  useUnsavedChangesWarning(Object.values(dirty).some(Boolean));
  const onDirtyChange = useCallback(
    (id: string, value: boolean) =>
      setDirty((current) => (current[id] === value ? current : { ...current, [id]: value })),
    [],
  );
  const onSaved = useCallback(
    (result: { content: { company: CompanyContent } }) => {
      setSaved(result.content.company);
      // The header's version number; the cards keep their own state.
      void revalidator.revalidate();
    },
    [revalidator],
  );

  return (
    <div className="grid max-w-3xl gap-6">
      <nav aria-label="Company details sections">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {COMPANY_PARTS.map((part) => (
            <li key={part.id}>
              <a
                href={`#${part.id}`}
                className="text-muted-foreground hover:text-foreground underline-offset-4 hover:underline"
              >
                {part.title}
                {dirty[part.id] ? (
                  <span className="text-amber-700">
                    {" "}
                    •<span className="sr-only"> unsaved</span>
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {COMPANY_PARTS.map((part) => (
        <CompanyCard
          key={part.id}
          part={part}
          initial={partValues(part, initial)}
          version={version}
          onSaved={onSaved}
          onDirtyChange={onDirtyChange}
          beforeSave={part.id === "identity" ? checkLogoBeforeSave : undefined}
        >
          <PartFields part={part} shape={shapes[part.id]} saved={saved} mapTexts={mapTexts} />
        </CompanyCard>
      ))}
    </div>
  );
}

function PartFields({
  part,
  shape,
  saved,
  mapTexts,
}: {
  part: CompanyPart;
  shape: FieldShape;
  saved: CompanyContent;
  mapTexts: MapTexts;
}) {
  if (part.id === "map") return <MapFields company={saved} texts={mapTexts} />;
  return (
    <>
      <SchemaFields shape={shape} path="" label={part.title} />
      {part.id === "identity" ? <LogoOnNavy /> : null}
    </>
  );
}
