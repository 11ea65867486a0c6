import { FileTextIcon } from "lucide-react";
import { cn } from "~/utils/cn";

/** Where a picture's thumbnail would be, a document shows a page icon marked PDF. */
export function DocumentThumbnail({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        "bg-muted text-muted-foreground flex flex-col items-center justify-center gap-1",
        className,
      )}
    >
      <FileTextIcon className="size-1/3 max-h-16 max-w-16" aria-hidden="true" strokeWidth={1.5} />
      <span className="text-xs font-semibold tracking-wide">PDF</span>
    </div>
  );
}
