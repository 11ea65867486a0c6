import { FileTextIcon, ImagesIcon } from "lucide-react";
import { lazy, useState } from "react";
import { Button } from "~/components/ui/button";
import type { MediaKind, MediaRecord } from "~/domain/media/media-rules";
import { OnceOpened } from "~/components/ui/once-opened";

// The dialog, its search and its upload queue are about 16 KB compressed: they load when the
// picker is first opened, not with every form that has a "Library" button.
const PickerDialog = lazy(() => import("./media-picker-dialog"));

/**
 * "Library" beside an image URL field of the product form: pick an uploaded image
 * or upload one on the spot; the field then holds the media URL, a path the site serves.
 * With `kind="document"`, the same for an item's datasheets: PDFs only (docs/decisions/084).
 */
export function MediaPickerButton({
  label,
  onPick,
  disabled,
  kind = "image",
  button,
}: {
  /** What the file is for, in words: "main image", "additional image 2", "datasheet". */
  label: string;
  /** The item comes along so the form can flag a picture without alt text. */
  onPick: (url: string, item: MediaRecord) => void;
  disabled?: boolean;
  kind?: MediaKind;
  /** The button's text and accessible name, when not "Library" (for the {label}). */
  button?: { text: string; name: string };
}) {
  const [open, setOpen] = useState(false);
  const pick = (item: MediaRecord) => {
    onPick(item.url, item);
    setOpen(false);
  };
  return (
    <>
      <Button
        type="button"
        variant="outline"
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={button?.name}
        aria-haspopup="dialog"
      >
        {kind === "document" ? (
          <FileTextIcon aria-hidden="true" />
        ) : (
          <ImagesIcon aria-hidden="true" />
        )}
        {button ? (
          button.text
        ) : (
          <>
            Library<span className="sr-only"> for the {label}</span>
          </>
        )}
      </Button>
      <OnceOpened open={open}>
        <PickerDialog label={label} kind={kind} open={open} onOpenChange={setOpen} onPick={pick} />
      </OnceOpened>
    </>
  );
}
