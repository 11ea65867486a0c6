/**
 * The brand mark's geometry on a 32-unit square (docs/decisions/068): an amber
 * nameplate with a "V" standing on a base bar, like a stamped machine plate.
 * Shared by the React logo and scripts/generate-brand-assets.ts (favicons), so
 * every size draws the same shape.
 */
export const MARK_VIEWBOX = "0 0 32 32";
export const MARK_TILE = { width: 32, height: 32, rx: 6 };
export const MARK_V = "M7 5h5.4L16 16.4 19.6 5H25l-6.3 16.5h-5.4Z";
export const MARK_BASE = { x: 7, y: 24, width: 18, height: 3, rx: 0.75 };
