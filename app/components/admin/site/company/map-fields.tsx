import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import type { CompanyContent } from "~/domain/site/company-schema";
import { formatAddress } from "~/domain/site/company-view";
import { readMapLink, type MapPlace } from "~/domain/site/map-link";
import type { MapSetting } from "~/domain/site/map-schema";
import { MapPreview, type MapTexts } from "./map-preview";

/**
 * The map card's fields (docs/decisions/091): the address (nothing to fill in) or a Google
 * Maps link, read as it is pasted. Never coordinates: the link carries them.
 */
export function MapFields({ company, texts }: { company: CompanyContent; texts: MapTexts }) {
  const { control } = useFormContext();
  const map = (useWatch({ control, name: "map" }) as MapSetting | undefined) ?? company.map;
  return (
    <div className="grid gap-5">
      <Controller
        control={control}
        name="map.source"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">The map shows</legend>
            {(
              [
                ["address", "Your address", formatAddress(company.address)],
                ["link", "A place from Google Maps", "Paste the link of your place or a pin."],
              ] as const
            ).map(([value, label, hint]) => (
              <label
                key={value}
                className="has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 flex cursor-pointer gap-3 rounded-lg border p-3"
              >
                <input
                  type="radio"
                  name={field.name}
                  value={value}
                  checked={field.value === value}
                  onChange={() => field.onChange(value)}
                  className="accent-brand-700 mt-1 size-4 shrink-0"
                />
                <span className="grid min-w-0 gap-0.5">
                  <span className="text-sm font-medium">{label}</span>
                  <span className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
                    {hint}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
      />
      {map.source === "link" ? (
        <Controller
          control={control}
          name="map.link"
          render={({ field, fieldState }) => (
            <FormField
              label="Google Maps link"
              description="In Google Maps, open your place, then copy the address from the browser's address bar. The embed code from Share › Embed a map works too."
              error={fieldState.error?.message}
            >
              {(aria) => (
                <Input
                  {...aria}
                  {...field}
                  value={String(field.value ?? "")}
                  type="text"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="https://www.google.com/maps/place/…"
                />
              )}
            </FormField>
          )}
        />
      ) : null}
      {map.source === "link" && map.link.trim() ? <LinkReading link={map.link} /> : null}
      <MapPreview company={{ ...company, map }} texts={texts} />
    </div>
  );
}

function LinkReading({ link }: { link: string }) {
  const reading = readMapLink(link);
  return (
    <p
      aria-live="polite"
      className={
        reading.ok ? "flex gap-2 text-sm text-emerald-800" : "flex gap-2 text-sm text-amber-800"
      }
    >
      {reading.ok ? (
        <CircleCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      ) : (
        <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      )}
      <span>{reading.ok ? describe(reading.place) : reading.message}</span>
    </p>
  );
}

function describe(place: MapPlace): string {
  return place.kind === "point"
    ? "The link points at one spot: the map will show that pin."
    : `The link is a search: the map will show Google's result for "${place.query}".`;
}
