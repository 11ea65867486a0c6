import { PlusIcon, Trash2Icon } from "lucide-react";
import { useState, type ChangeEvent } from "react";
import { toast } from "~/components/ui/deferred-toaster";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { ReplyTemplate } from "~/domain/leads/reply-templates";
import { api, ApiError } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";

/** A template's texts, in the order the form asks for them; the message is the long one. */
const TEMPLATE_FIELDS: { key: "label" | "subject" | "body"; label: string; rows?: number }[] = [
  { key: "label", label: "Name" },
  { key: "subject", label: "Subject" },
  { key: "body", label: "Message", rows: 7 },
];

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
          {TEMPLATE_FIELDS.map(({ key, label, rows }) => (
            <TemplateField
              key={key}
              label={label}
              number={index + 1}
              rows={rows}
              value={template[key]}
              onChange={(value) => change(index, { [key]: value })}
            />
          ))}
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

/** One of a template's texts, named with the template's number for screen readers. */
function TemplateField({
  label,
  number,
  rows,
  value,
  onChange,
}: {
  label: string;
  number: number;
  /** A multi-line box this many rows high; a single line without. */
  rows?: number;
  value: string;
  onChange: (value: string) => void;
}) {
  const field = {
    "aria-label": `${label} of template ${number}`,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
  };
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      {rows ? <Textarea rows={rows} {...field} /> : <Input {...field} />}
    </label>
  );
}
