import type { ReactNode } from "react";

/** A field's or a list's error, announced as it appears; nothing at all while there is none. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-destructive text-sm font-medium">
      {children}
    </p>
  );
}
