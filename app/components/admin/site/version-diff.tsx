import type { ContentChange } from "~/domain/site/content-diff";

/** What one version changed, field by field: the old value struck through, the new one below. */
export function VersionDiff({ changes }: { changes: ContentChange[] }) {
  if (!changes.length)
    return <p className="text-muted-foreground text-sm">The first version: nothing to compare.</p>;
  return (
    <ul aria-label="Changes" className="grid gap-3">
      {changes.map((change) => (
        <li key={change.path} className="rounded-lg border p-3 text-sm">
          <p className="font-medium">{change.label}</p>
          <dl className="mt-2 grid gap-1">
            <div className="flex gap-2">
              <dt className="text-muted-foreground w-12 shrink-0">Before</dt>
              <dd className="min-w-0 break-words text-red-800 line-through">
                {show(change.before)}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-muted-foreground w-12 shrink-0">After</dt>
              <dd className="min-w-0 break-words text-green-800">{show(change.after)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function show(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(empty)";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
