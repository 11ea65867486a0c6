import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import type { MediaRecord } from "~/domain/media/media-rules";
import { cn } from "~/utils/cn";
import { MediaPickerButton } from "../media/media-picker";
import { ImagePreview } from "./image-preview";

/**
 * One picture of a form: its URL, typed or pasted, or chosen from the media library, with a
 * preview beside it so a wrong or private link shows before saving.
 */
export function ImageUrlRow({
  label,
  error,
  registration,
  required,
  disabled,
  url,
  picture,
  previewLabel = picture,
  missingAlt,
  onPick,
  compact = false,
  children,
}: {
  label: ReactNode;
  error?: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  disabled: boolean;
  /** The field's current value, for the preview. */
  url: string;
  /** What the picture is, in words, for the picker's and the preview's accessible names. */
  picture: string;
  previewLabel?: string;
  missingAlt?: boolean;
  onPick: (url: string, item: MediaRecord) => void;
  /** Rows that carry a remove button: a narrower gap on phones. */
  compact?: boolean;
  /** After the preview (a remove button). */
  children?: ReactNode;
}) {
  return (
    <div className={cn("flex items-end", compact ? "gap-2 sm:gap-3" : "gap-3")}>
      <FormField label={label} error={error} className={compact ? "min-w-0 flex-1" : "flex-1"}>
        {(field) => (
          <Input
            {...field}
            {...registration}
            inputMode="url"
            required={required}
            disabled={disabled}
          />
        )}
      </FormField>
      <MediaPickerButton label={picture} disabled={disabled} onPick={onPick} />
      <ImagePreview url={url} label={previewLabel} missingAlt={missingAlt} />
      {children}
    </div>
  );
}
