import { DownloadIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/ui/deferred-toaster";
import { Button } from "~/components/ui/button";
import { apiRequest } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";
import { EraseDialog } from "./erase-dialog";

/** Places an erasure keeps, with the person's details removed (docs/decisions/090). */
const KEPT_REDACTED = new Set(["audit_log", "privacy_requests"]);

export interface HeldView {
  person: { email: string | null; phone: string | null };
  counts: Record<string, number>;
  held: Record<string, unknown[]>;
}

/** Everything held about one person, place by place, with the export and the erasure. */
export function HeldData({
  data,
  places,
  query,
  requestId,
}: {
  data: HeldView;
  places: { name: string; label: string }[];
  /** The search as the API takes it: `email=…&phone=…`. */
  query: string;
  requestId: string | null;
}) {
  const [erasing, setErasing] = useState(false);
  const who = [data.person.email, data.person.phone].filter(Boolean).join(" / ");
  const found = places.filter((place) => (data.counts[place.name] ?? 0) > 0);

  async function download() {
    try {
      const path = `/admin/privacy/export?${query}${requestId ? `&requestId=${requestId}` : ""}`;
      const { data: exported } = await apiRequest<unknown>("GET", path);
      const blob = new Blob([JSON.stringify(exported, null, 2)], { type: "application/json" });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `personal-data-${new Date().toISOString().slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      if (!handleSessionExpired(error)) toast.error("Could not export the data");
    }
  }

  return (
    <section aria-labelledby="held-title" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="held-title" className="text-lg font-semibold break-all">
          What is held about {who}
        </h2>
        {found.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => void download()}>
              <DownloadIcon aria-hidden="true" />
              Export JSON
            </Button>
            <Button type="button" variant="destructive" onClick={() => setErasing(true)}>
              <Trash2Icon aria-hidden="true" />
              Erase everything
            </Button>
          </div>
        ) : null}
      </div>
      {found.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center">
          Nothing is held about this person.
        </p>
      ) : (
        <ul className="grid gap-2">
          {found.map((place) => (
            <li key={place.name}>
              <details className="bg-card rounded-lg border">
                <summary className="flex cursor-pointer items-center justify-between gap-3 p-3 font-medium">
                  {place.label}
                  <span className="bg-muted rounded-full px-2 py-0.5 text-xs">
                    {data.counts[place.name]}
                  </span>
                </summary>
                <ol className="grid gap-2 border-t p-3">
                  {(data.held[place.name] ?? []).map((item, index) => (
                    <li key={index}>
                      <HeldItem item={item} />
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          ))}
        </ul>
      )}
      <EraseDialog
        open={erasing}
        onOpenChange={setErasing}
        person={data.person}
        requestId={requestId}
        summary={found
          .filter((place) => !KEPT_REDACTED.has(place.name))
          .map((place) => `${place.label} (${data.counts[place.name]})`)
          .join(", ")}
      />
    </section>
  );
}

/** One row or file as its fields: every value, as stored (objects as JSON). */
function HeldItem({ item }: { item: unknown }) {
  const entries: [string, unknown][] =
    item && typeof item === "object" ? Object.entries(item) : [["value", item]];
  return (
    <dl className="bg-muted/40 grid gap-x-4 gap-y-1 rounded-md p-3 text-sm sm:grid-cols-[10rem_1fr]">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-muted-foreground font-medium">{key}</dt>
          <dd className="break-words whitespace-pre-wrap">
            {typeof value === "string" ? value : JSON.stringify(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
