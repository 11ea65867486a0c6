import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * The end of a record's Add/Edit form: the messages no field shows, then Cancel, which leaves
 * the form for the list, beside the Save button.
 */
export function EditorFormFooter({
  error,
  busy,
  listPath,
  saveLabel,
}: {
  error: string | undefined;
  busy: boolean;
  listPath: string;
  saveLabel: string;
}) {
  const navigate = useNavigate();
  return (
    <>
      {error ? (
        <p role="alert" className="text-destructive text-sm font-medium">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => navigate(listPath)}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : saveLabel}
        </Button>
      </div>
    </>
  );
}
