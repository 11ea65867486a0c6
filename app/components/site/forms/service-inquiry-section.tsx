import { lazy } from "react";

/*
 * Lazy and without a Suspense boundary: the server waits for it and writes it
 * into the HTML, while browsers with scripts never render <noscript> content,
 * so the form's code is not among the page's scripts (they use the dialog).
 */
const NoScriptInquiry = lazy(() => import("./service-inquiry-noscript"));

/** The target of 'Inquire Now' when scripts are off (service-inquiry-dialog.tsx). */
export function ServiceInquirySection({ serviceName }: { serviceName: string }) {
  return (
    <noscript>
      <NoScriptInquiry serviceName={serviceName} />
    </noscript>
  );
}
