import { useId, type ReactElement, type ReactNode } from "react";
import { cx } from "~/utils/cx";
import { FieldError } from "./field-error";
import { Label } from "./label";

export interface FieldControlProps {
  id: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/**
 * One way to render a field everywhere: label, control, description and error.
 * The error is linked to the control with aria-describedby and announced.
 * Classes joined with ~/utils/cx, which says why.
 */
export function FormField({
  label,
  description,
  error,
  className,
  id: givenId,
  children,
}: {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  className?: string;
  id?: string;
  children: (control: FieldControlProps) => ReactElement;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {description ? (
        <p id={descriptionId} className="text-muted-foreground text-xs">
          {description}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
