/**
 * Class joining without the tailwind-merge pass of ~/utils/cn, for the public pages and the
 * field primitives their forms share with the back office: tailwind-merge is about 9 KB
 * compressed on every page that loads it, and its set-up runs during hydration
 * (docs/decisions/096). The callers never pass a utility that conflicts with one already
 * there; a back-office caller that overrides a primitive's utility marks its own important.
 */
export { clsx as cx } from "clsx";
