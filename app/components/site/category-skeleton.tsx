import { cx } from "~/utils/cx";

/** The Skeleton primitive's look, without tailwind-merge in the page's scripts (~/utils/cx). */
function Bone({ className }: { className: string }) {
  return <div aria-hidden="true" className={cx("animate-pulse rounded-md", className)} />;
}

/**
 * The category page shows a skeleton while it loads. The
 * dark band stands in for the hero, so the navigation bar stays readable.
 */
export function CategorySkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading product category...</span>
      <div className="bg-ink flex h-[60svh] min-h-[26rem] flex-col items-center justify-center gap-4 px-4">
        <Bone className="h-4 w-48 bg-white/20" />
        <Bone className="h-12 w-full max-w-lg bg-white/20" />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Bone className="h-5 w-64 bg-slate-200" />
        <div className="mt-8 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <Bone className="aspect-[4/3] w-full bg-slate-200" />
          <div className="grid content-start gap-4">
            <Bone className="h-24 w-full bg-slate-200" />
            <Bone className="h-40 w-full bg-slate-200" />
          </div>
        </div>
      </div>
    </div>
  );
}
