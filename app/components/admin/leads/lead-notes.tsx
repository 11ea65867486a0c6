import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import type { LeadNote } from "~/domain/leads/lead-timeline-types";
import { DateTime } from "../date-time";

/** Internal notes: what was discussed or quoted, never sent to the visitor. */
export function LeadNotes({
  notes,
  onAdd,
}: {
  notes: LeadNote[];
  onAdd: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-col gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          if (await onAdd(text.trim())) setText("");
          setBusy(false);
        }}
      >
        <label htmlFor="new-note" className="sr-only">
          New note
        </label>
        <Textarea
          id="new-note"
          value={text}
          rows={3}
          maxLength={5000}
          placeholder="What was discussed or quoted..."
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" className="self-start" disabled={busy || text.trim() === ""}>
          Add note
        </Button>
      </form>
      {notes.length === 0 ? (
        <p className="text-muted-foreground text-sm">No notes yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {notes.map((note) => (
            <li key={note.id} className="bg-muted/40 rounded-md border p-3 text-sm">
              <p className="break-words whitespace-pre-wrap">{note.text}</p>
              <p className="text-muted-foreground mt-1 text-xs">
                {note.authorName ?? "Someone"} · <DateTime iso={note.at} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
