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
    <label className="flex items-center gap-2 text-sm font-medium">
      Show
      <select
        key={kind ?? ""}
        name="kind"
        defaultValue={kind ?? ""}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="border-input bg-background focus-visible:outline-ring h-10 rounded-md border px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1"
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
