/**
 * Debian's Chromium, as the browser tests and the Lighthouse benchmark run it: no sandbox (the
 * CI machine runs as root), and none of the background traffic of a desktop browser, which the
 * machine cannot reach and which would only add noise to timings.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
