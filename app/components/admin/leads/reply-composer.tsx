import { SendIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { SelectOptions } from "~/components/ui/select-options";
import { Textarea } from "~/components/ui/textarea";
import { fillTemplate } from "~/domain/leads/fill-template";
import type { ReplyTemplate } from "~/domain/leads/reply-templates";

/**
 * Writes the e-mail to the visitor; sending queues it in the outbox and marks the lead
 * replied. A template fills subject and text with the lead's values.
 */
export function ReplyComposer({
  email,
  values,
  defaultSubject,
  templates,
  onSend,
}: {
  templates: ReplyTemplate[];
  email: string;
  values: Record<string, string>;
  defaultSubject: string;
  onSend: (subject: string, body: string) => Promise<boolean>;
}) {
  const [subject, setSubject] = useState(defaultSubject);
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        if (await onSend(subject.trim(), body.trim())) setBody("");
        setBusy(false);
      }}
    >
      <p className="text-muted-foreground text-sm">To: {email}</p>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Template
        <select
          defaultValue=""
          onChange={(event) => {
            const template = templates.find((t) => t.id === event.target.value);
            if (!template) return;
            setSubject(fillTemplate(template.subject, values));
            setBody(fillTemplate(template.body, values));
          }}
          className="border-input bg-background h-10 rounded-md border px-2 text-sm font-normal"
        >
          <option value="">Choose a template…</option>
          <SelectOptions items={templates} value={(t) => t.id} label={(t) => t.label} />
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Subject
        <Input
          value={subject}
          required
          maxLength={200}
          onChange={(event) => setSubject(event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Message
        <Textarea
          value={body}
          required
          rows={8}
          maxLength={20000}
          onChange={(event) => setBody(event.target.value)}
        />
      </label>
      <Button
        type="submit"
        className="self-start"
        disabled={busy || subject.trim() === "" || body.trim() === ""}
      >
        <SendIcon aria-hidden="true" />
        {busy ? "Sending..." : "Send reply"}
      </Button>
    </form>
  );
}
