import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
import { Button } from "~/components/ui/button";

/** A list that failed to load: the page message, a toast, and 'Try Again'. */
export function LoadError({
  message,
  toastTitle,
  loadedAt,
}: {
  message: string;
  toastTitle: string;
  loadedAt: number;
}) {
  const revalidator = useRevalidator();
  useEffect(() => {
    toast.error(toastTitle, { description: "Please try again later." });
  }, [toastTitle, loadedAt]);
  return (
    <div
      role="alert"
      className="border-destructive/40 flex flex-col items-start gap-3 rounded-xl border bg-red-50 p-6"
    >
      <p className="text-destructive text-sm font-medium">{message}</p>
      <Button
        variant="outline"
        onClick={() => revalidator.revalidate()}
        disabled={revalidator.state === "loading"}
      >
        Try Again
      </Button>
    </div>
  );
}
