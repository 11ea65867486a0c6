import { useSite } from "./use-site";

/**
 * Shown above the page while signed-in staff look at the unpublished draft
 * (?preview=draft, docs/decisions/046), so nobody mistakes it for the live site.
 */
export function PreviewBanner() {
  const { preview } = useSite();
  if (!preview) return null;
  return (
    <div
      role="status"
      className="bg-accent text-ink fixed inset-x-0 bottom-0 z-[60] px-4 py-2 text-center text-sm font-semibold shadow-lg"
    >
      Preview of the unpublished draft. Visitors still see the published site.{" "}
      <a href="/admin/site" className="underline underline-offset-4">
        Back to Site Content
      </a>
    </div>
  );
}
