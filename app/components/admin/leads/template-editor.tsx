import { PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/ui/deferred-toaster";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { ReplyTemplate } from "~/domain/leads/reply-templates";
import { api, ApiError } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";

/** The owner edits the reply templates; the whole list is saved at once. */
export function TemplateEditor({ initial }: { initial: ReplyTemplate[] }) {
  const [templates, setTemplates] = useState(initial);
  const [busy, setBusy] = useState(false);
  const change = (index: number, patch: Partial<ReplyTemplate>) =>
    setTemplates((all) => all.map((t, i) => (i === index ? { ...t, ...patch } : t)));

  async function save() {
    setBusy(true);
    try {
      const saved = await api.put<{ templates: ReplyTemplate[] }>("/admin/reply-templates", {
        templates,
      });
      setTemplates(saved.templates);
      toast.success("Templates saved");
    } catch (error) {
      if (!handleSessionExpired(error))
        toast.error("Could not save the templates", {
          description:
            error instanceof ApiError && error.status === 400
              ? (Object.values(error.errors)[0] ?? error.message)
              : "Please try again later.",
        });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground text-sm">
        Placeholders: {"{name}"} the visitor, {"{product}"} what they asked about, {"{company}"} and{" "}
        {"{sender}"} the member replying; for quote requests {"{reference}"} and {"{items}"}, the
        lines with their quantities.
      </p>
      {templates.map((template, index) => (
        <fieldset key={template.id} className="bg-card flex flex-col gap-3 rounded-xl border p-4">
          <legend className="px-1 text-sm font-semibold">Template {index + 1}</legend>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Name
            <Input
              aria-label={`Name of template ${index + 1}`}
              value={template.label}
              onChange={(e) => change(index, { label: e.target.value })}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Subject
            <Input
              aria-label={`Subject of template ${index + 1}`}
              value={template.subject}
              onChange={(e) => change(index, { subject: e.target.value })}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Message
            <Textarea
              rows={7}
              aria-label={`Message of template ${index + 1}`}
              value={template.body}
              onChange={(e) => change(index, { body: e.target.value })}
            />
          </label>
          <Button
            type="button"
            variant="ghost"
            className="text-destructive self-start"
            onClick={() => setTemplates((all) => all.filter((_, i) => i !== index))}
          >
            <Trash2Icon aria-hidden="true" />
            Remove template {index + 1}
          </Button>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            setTemplates((all) => [
              ...all,
              {
                id: crypto.randomUUID(),
                label: "New template",
                subject: "About {product}",
                body: "Dear {name},\n\n\n\nKind regards,\n{sender}\n{company}",
              },
            ])
          }
        >
          <PlusIcon aria-hidden="true" />
          Add template
        </Button>
        <Button type="button" onClick={save} disabled={busy}>
          {busy ? "Saving..." : "Save templates"}
        </Button>
      </div>
    </div>
  );
}
