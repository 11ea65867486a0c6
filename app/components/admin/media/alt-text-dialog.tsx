import { useState } from "react";
import { toast } from "~/components/ui/deferred-toaster";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
import type { MediaListItem, MediaRecord } from "~/domain/media/media-rules";
import { api, ApiError } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";

/** PATCH /api/admin/media/{id} from a small dialog: the alt text shown wherever the image is used. */
export function AltTextDialog({
  item,
  onClose,
  onSaved,
}: {
  item: MediaListItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {item ? (
          <AltTextForm key={item.id} item={item} onClose={onClose} onSaved={onSaved} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AltTextForm({
  item,
  onClose,
  onSaved,
}: {
  item: MediaListItem;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [alt, setAlt] = useState(item.alt);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function save() {
    setBusy(true);
    try {
      await api.patch<MediaRecord>(`/admin/media/${encodeURIComponent(item.id)}`, { alt });
      toast.success("Alt text saved");
      onSaved();
      onClose();
    } catch (failure) {
      if (handleSessionExpired(failure)) return;
      setError(
        failure instanceof ApiError ? (failure.errors.alt ?? failure.message) : "Could not save.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <DialogHeading
        title="Alt text"
        description={`What ${item.fileName} shows, for people using a screen reader and for search engines.`}
      />
      <FormField label="Alt text" error={error}>
        {(field) => (
          <Textarea
            {...field}
            value={alt}
            maxLength={500}
            onChange={(event) => setAlt(event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save alt text"}
        </Button>
      </DialogFooter>
    </form>
  );
}
