import {
  cloneElement,
  lazy,
  Suspense,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type RefObject,
} from "react";

// Radix Dialog is about 10 KB compressed: it loads on the first press, not with the page.
const InquiryDialog = lazy(() => import("./service-inquiry-dialog-content"));

/*
 * The script-less fallback is lazy and has no Suspense boundary: the server
 * waits for it and writes it into the HTML, while browsers with scripts never
 * render <noscript> content, so the form's code is not among the page's scripts.
 */
const NoScriptInquiry = lazy(() => import("./service-inquiry-noscript"));

type TriggerProps = {
  ref?: RefObject<HTMLButtonElement | null>;
  type?: "button";
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  "aria-haspopup"?: "dialog";
  "aria-expanded"?: boolean;
};

/**
 * 'Inquire Now' on the services page (SPEC.md section 2): a dialog titled
 * 'Inquire about {service}' holding the service inquiry form; it closes on a
 * stored inquiry. A dialog needs scripts, so the same form is also rendered in
 * a <noscript> disclosure: visitors without scripts post it to the page action.
 */
export function ServiceInquiryDialog({
  serviceName,
  trigger,
}: {
  serviceName: string;
  trigger: ReactElement<TriggerProps>;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const title = `Inquire about ${serviceName}`;
  return (
    <>
      {cloneElement(trigger, {
        ref: triggerRef,
        type: "button",
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        onClick: () => {
          setLoaded(true);
          setOpen(true);
        },
      })}
      {loaded ? (
        <Suspense fallback={null}>
          <InquiryDialog
            serviceName={serviceName}
            title={title}
            open={open}
            onOpenChange={setOpen}
            returnFocusRef={triggerRef}
          />
        </Suspense>
      ) : null}
      <noscript>
        <NoScriptInquiry serviceName={serviceName} title={title} />
      </noscript>
    </>
  );
}
