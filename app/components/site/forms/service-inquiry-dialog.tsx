import { lazy, useRef, useState } from "react";
import type { VariantProps } from "class-variance-authority";
import { buttonVariants } from "~/components/ui/button-variants";
import { OnceOpened } from "~/components/ui/once-opened";
import { useHydrated } from "~/hooks/use-hydrated";
import { PlainButton } from "../plain-button";
import { useInquireBeforeHydration } from "./use-inquire-before-hydration";

// Radix Dialog is about 10 KB compressed: it loads on the first press, not with the page.
const InquiryDialog = lazy(() => import("./service-inquiry-dialog-content"));

/**
 * 'Inquire Now': with scripts, a button that opens the
 * dialog 'Inquire about {service}' holding the service inquiry form, which
 * closes on a stored inquiry. A dialog needs scripts, so until hydration it is
 * a link styled the same to the service page's in-page form (`formHref`,
 * service-inquiry-section.tsx), which is what a visitor without scripts uses.
 */
export function ServiceInquiryDialog({
  serviceName,
  label,
  formHref,
  size,
  className,
}: {
  serviceName: string;
  label: string;
  /** `#service-inquiry` on a service page; that page's path plus it elsewhere. */
  formHref: string;
  className?: string;
} & Pick<VariantProps<typeof buttonVariants>, "size">) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const openDialog = () => setOpen(true);
  const link = useInquireBeforeHydration({ hydrated, formHref, trigger: triggerRef, openDialog });
  if (!hydrated) {
    return (
      <a ref={link} href={formHref} className={buttonVariants({ size, className })}>
        {label}
      </a>
    );
  }
  return (
    <>
      <PlainButton
        ref={triggerRef}
        size={size}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openDialog}
      >
        {label}
      </PlainButton>
      <OnceOpened open={open}>
        <InquiryDialog
          serviceName={serviceName}
          title={`Inquire about ${serviceName}`}
          open={open}
          onOpenChange={setOpen}
          returnFocusRef={triggerRef}
        />
      </OnceOpened>
    </>
  );
}
