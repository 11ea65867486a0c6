/**
 * The text input's look without its horizontal padding, shared by Input and
 * the public product search, which draws an icon inside and sets its own
 * padding.
 *
 * The field primitives (Input, Textarea, Label, FormField) serve the public
 * forms too, so they join classes with plain clsx: tailwind-merge would be
 * about 9 KB of every form page's script and its set-up a share of the
 * page's hydration (docs/decisions/096). A caller that overrides one of their
 * utilities marks its own important (`pl-9!`).
 */
export const inputBaseClassName =
  "border-input bg-background text-foreground placeholder:text-muted-foreground focus-visible:outline-ring aria-invalid:border-destructive flex h-10 w-full min-w-0 rounded-md border py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:opacity-60 md:text-sm";
