import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import type { RetentionCounts, RetentionPeriods } from "~/domain/privacy/retention-policy";
import { api } from "~/utils/api-client";
import { useApiAction } from "../use-api-action";

const FIELDS: { name: keyof RetentionPeriods; label: string; unit: string }[] = [
  { name: "spamDays", label: "Spam submissions", unit: "days after they arrive" },
  {
    name: "leadMonths",
    label: "Enquiries and their notes",
    unit: "months after the last activity",
  },
  { name: "auditMonths", label: "Addresses in the audit log", unit: "months" },
  { name: "mailFileDays", label: "Copies of sent e-mails", unit: "days" },
];

/** What a run removes, in words: the dry run's answer and the last run's. */
export function RetentionCountList({ counts }: { counts: RetentionCounts }) {
  const lines = [
    [counts.spam, "spam submissions"],
    [counts.leads, "enquiries without activity"],
    [counts.notes, "notes and timeline events of those"],
    [counts.emails, "e-mails in the outbox"],
    [counts.auditEntries, "audit entries whose addresses are cleared"],
    [counts.mailFiles, "e-mail files"],
  ] as const;
  return (
    <ul className="grid gap-1 text-sm sm:grid-cols-2">
      {lines.map(([n, what]) => (
        <li key={what}>
          <span className="font-semibold tabular-nums">{n}</span> {what}
        </li>
      ))}
    </ul>
  );
}

/** The owner's periods, a dry run of any values, and saving them. */
export function RetentionForm({
  initial,
  initialPreview,
}: {
  initial: RetentionPeriods;
  initialPreview: RetentionCounts;
}) {
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries(FIELDS.map(({ name }) => [name, String(initial[name])])),
  );
  const [preview, setPreview] = useState(initialPreview);
  const { errors, busy, run } = useApiAction();
  const revalidator = useRevalidator();

  const dryRun = () =>
    run(async () => {
      const query = new URLSearchParams(values).toString();
      setPreview(await api.get<RetentionCounts>(`/admin/privacy/retention/preview?${query}`));
    }, "Could not preview");

  function save(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const body = Object.fromEntries(FIELDS.map(({ name }) => [name, Number(values[name])]));
      const saved = await api.put<{ preview: RetentionCounts }>("/admin/privacy/retention", body);
      setPreview(saved.preview);
      toast.success("Retention periods saved", {
        description: "The privacy notice states the new periods.",
      });
      await revalidator.revalidate();
    }, "Could not save the periods");
  }

  return (
    <form onSubmit={save} className="grid gap-6" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, label, unit }) => (
          <FormField key={name} label={label} description={unit} error={errors[name]}>
            {(aria) => (
              <Input
                {...aria}
                name={name}
                type="number"
                min={1}
                inputMode="numeric"
                value={values[name]}
                onChange={(event) => setValues((all) => ({ ...all, [name]: event.target.value }))}
              />
            )}
          </FormField>
        ))}
      </div>
      <section
        aria-labelledby="preview-title"
        className="bg-muted/50 grid gap-3 rounded-lg border p-4"
      >
        <h2 id="preview-title" className="font-semibold">
          Dry run: a run now would remove
        </h2>
        <RetentionCountList counts={preview} />
      </section>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" disabled={busy} onClick={() => void dryRun()}>
          Preview these periods
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Working..." : "Save periods"}
        </Button>
      </div>
    </form>
  );
}
