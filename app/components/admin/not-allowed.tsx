import { ShieldAlertIcon } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * What a role sees on a screen it may not use: said plainly, with the way
 * back. The server refused before reading anything (docs/decisions/050).
 */
export function NotAllowed() {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-6">
      <title>Not allowed | Admin</title>
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <ShieldAlertIcon aria-hidden="true" className="text-destructive size-6" />
        Not allowed
      </h1>
      <p className="text-muted-foreground text-sm">
        Your role does not give access to this page. Ask an owner if you need it.
      </p>
      <Button asChild variant="outline">
        <Link to="/admin">Back to the dashboard</Link>
      </Button>
    </div>
  );
}

/** The error boundary of the admin screens: 'not allowed' for a 403, a plain failure otherwise. */
export function AdminErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 403) return <NotAllowed />;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-6">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground text-sm">Please try again later.</p>
      <Button asChild variant="outline">
        <Link to="/admin">Back to the dashboard</Link>
      </Button>
    </div>
  );
}
