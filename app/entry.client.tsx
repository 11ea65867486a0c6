import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { rememberTextBeforeHydration } from "./utils/text-before-hydration";

/**
 * React Router's default client entry, and one addition: what the visitor typed before the
 * scripts ran is noted before hydration can overwrite it (docs/decisions/078).
 */
rememberTextBeforeHydration(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
