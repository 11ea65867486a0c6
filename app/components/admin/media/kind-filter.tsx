import { FilterSelect } from "../list/filter-select";
import type { MediaKind } from "~/domain/media/media-rules";

const OPTIONS: Array<{ value: MediaKind | ""; label: string }> = [
  { value: "", label: "All" },
  { value: "image", label: "Images" },
  { value: "document", label: "Documents (PDF)" },
];

/** The kind of the URL's `kind` parameter, or undefined for everything. */
export function parseMediaKind(url: URL): MediaKind | undefined {
  const raw = url.searchParams.get("kind");
  return raw === "image" || raw === "document" ? raw : undefined;
}

/**
 * "Show: All / Images / Documents" inside the list toolbar's GET form: it submits the form
 * at once with scripts, and with the Search button without them.
 */
export function KindFilter({ kind }: { kind: MediaKind | undefined }) {
  return (
    <FilterSelect
      label="Show"
      name="kind"
      value={kind ?? ""}
      options={OPTIONS}
      onChange={(event) => event.currentTarget.form?.requestSubmit()}
    />
  );
}
