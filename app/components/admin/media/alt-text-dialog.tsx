import { useState } from "react";
import { toast } from "~/components/ui/deferred-toaster";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "~/components/ui/dialog";
import type { MediaListItem, MediaRecord } from "~/domain/media/media-rules";
import { api, ApiError } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";
import { AltTextField } from "./alt-text-field";

interface AltTextProps {
  /** The image being described; none while the dialog is closed. */
  item: MediaListItem | null;
  onClose: () => void;
  onSaved: () => void;
}

/** PATCH /api/admin/media/{id} from a small dialog: the alt text shown wherever the image is used. */
export function AltTextDialog(props: AltTextProps) {
  const { item, onClose } = props;
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {item ? <AltTextForm key={item.id} {...props} item={item} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AltTextForm({ item, onClose, onSaved }: AltTextProps & { item: MediaListItem }) {
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
      <AltTextField value={alt} onChange={setAlt} disabled={busy} error={error} multiline />
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
