import { cva } from "class-variance-authority";

/**
 * The badge styles, in a module of their own so that a page can use them
 * without bundling tailwind-merge through ~/utils/cn (the public pages'
 * JavaScript budget, docs/performance.md). badge.tsx re-exports it.
 */
export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        accent: "border-transparent bg-accent text-ink",
        teal: "border-transparent bg-teal-700 text-white",
        blue: "border-transparent bg-blue-700 text-white",
        destructive: "border-transparent bg-destructive text-destructive-foreground",
        outline: "border-input text-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);
