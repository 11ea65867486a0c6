import type { ReactNode } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "./sheet";

/** The sidebar below 768 px: a drawer (sidebar.tsx loads it when it is first opened). */
export default function SidebarDrawer({
  open,
  onOpenChange,
  label,
  width,
  children,
}: {
  open: boolean;
  width: string;
  onOpenChange: (open: boolean) => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        // Portalled out of the wrapper that defines the widths: set the width here.
        style={{ width }}
        className="bg-sidebar text-sidebar-foreground gap-0 p-0"
      >
        <SheetTitle className="sr-only">{label}</SheetTitle>
        <SheetDescription className="sr-only">Navigation of the back office</SheetDescription>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
