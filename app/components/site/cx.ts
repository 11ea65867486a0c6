/**
 * Class joining for the public shell and pages: plain clsx, without the
 * tailwind-merge pass of ~/utils/cn. The public components never pass
 * conflicting utilities, and tailwind-merge costs about 7 KB compressed on
 * every page against the home page's 150 KB JavaScript budget
 * (docs/performance.md). Primitives shared with the back office keep cn.
 */
export { clsx as cx } from "clsx";
