/**
 * The text input's look without its horizontal padding, shared by Input and
 * the public product search, which draws an icon inside and sets its own
 * padding.
 *
 * The field primitives (Input, Textarea, Label, FormField) join classes with
 * ~/utils/cx, not cn: they serve the public forms too (docs/decisions/096).
 */
export const inputBaseClassName =
  "border-input bg-background text-foreground placeholder:text-muted-foreground focus-visible:outline-ring aria-invalid:border-destructive flex h-10 w-full min-w-0 rounded-md border py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:opacity-60 md:text-sm";
