import type Sharp from "sharp";

/**
 * Memory under a burst of uploads (docs/decisions/055): libvips's operation cache keeps
 * decoded images that an upload never asks for again, and each libvips worker thread
 * takes its own malloc arena (about 64 MB of address space each on glibc, which the
 * kernel counts in the RSS once touched). One thread per pipeline, nothing cached.
 */
export function configureSharp(sharp: typeof Sharp): typeof Sharp {
  sharp.cache(false);
  sharp.concurrency(1);
  return sharp;
}

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp and libvips are about 20 MB resident once loaded: a server loads them with its first
 * upload or catalogue PDF, not at start (docs/decisions/093).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then((module) => configureSharp(module.default));
  return loading;
}
