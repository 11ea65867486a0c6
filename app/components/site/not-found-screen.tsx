import { useEffect } from "react";
import { LinkButton } from "./link-button";
import { MessageBand } from "./message-band";

/**
 * Not found (docs/product.md): '404', 'Page Not Found', a way back to /, and
 * the unknown path written to the console.
 */
export function NotFoundScreen({ path }: { path: string }) {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", path);
  }, [path]);

  return (
    <MessageBand
      titleId="not-found-title"
      kicker="404"
      title="Page Not Found"
      text="Sorry, the page you are looking for does not exist or has been moved."
      action={
        <LinkButton variant="accent" size="lg" className="mt-8" to="/">
          Return to Home
        </LinkButton>
      }
    />
  );
}
