import { cva } from "class-variance-authority";

/**
 * The button styles, in a module of their own so that a page can style a
 * link as a button without bundling <Button>'s Radix Slot and tailwind-merge
 * (the public pages' JavaScript budget, docs/performance.md). button.tsx
 * re-exports it, so existing imports keep working.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-brand-700",
        accent: "bg-accent text-ink hover:bg-amber-400",
        destructive: "bg-destructive text-destructive-foreground hover:bg-red-800",
        outline: "border border-input bg-background text-foreground hover:bg-muted",
        "outline-light":
          "border border-white/80 bg-transparent text-white hover:bg-white hover:text-ink",
        secondary: "bg-secondary text-secondary-foreground hover:bg-slate-200",
        ghost: "text-foreground hover:bg-muted",
        link: "text-brand-700 underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-9 px-3",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);
