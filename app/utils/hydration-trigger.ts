/**
 * When a public page's React starts (docs/decisions/074, 098): after the first paint, or only
 * when one of its images fails to load, for a page whose every other part works as server HTML.
 * A route asks for the second with `handle = HYDRATE_ON_IMAGE_FAILURE`.
 */
export type HydrationTrigger = "first-paint" | "image-failure";

export const HYDRATE_ON_IMAGE_FAILURE = { hydrate: "image-failure" } as const;

/** The trigger the page's leaf route (the last handle) asks for. */
export function hydrationTrigger(handles: readonly unknown[]): HydrationTrigger {
  const leaf = handles.at(-1);
  const asked =
    typeof leaf === "object" && leaf !== null && "hydrate" in leaf ? leaf.hydrate : null;
  return asked === "image-failure" ? "image-failure" : "first-paint";
}
