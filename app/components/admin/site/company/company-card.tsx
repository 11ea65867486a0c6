import { useEffect, useMemo, useState, type ReactNode } from "react";
import { FormProvider, useForm, type FieldValues } from "react-hook-form";
import { toast } from "~/components/ui/deferred-toaster";
import { Button } from "~/components/ui/button";
import type { CompanyContent } from "~/domain/site/company-schema";
import { api } from "~/utils/api-client";
import { DecisionAlert } from "../decision-alert";
import { lazyZodResolver } from "../lazy-zod-resolver";
import { showSiteSaveError, type SiteSaveConflict } from "../site-save-error";
import type { CompanyPart } from "./company-parts";

interface Saved {
  version: number;
  content: { company: CompanyContent };
}

/** What a card asks before it saves: a sentence to confirm, or null to save at once. */
export type BeforeSave = (values: FieldValues, dirty: string[]) => Promise<string | null>;

/**
 * One card of the company details (docs/decisions/091): its own form, its own Save, which
 * publishes only this card's fields, merged on the server into the newest version. Another
 * card's unsaved edits stay in that card; a save elsewhere meanwhile is not a conflict unless
 * it changed one of these same fields.
 */
export function CompanyCard({
  part,
  initial,
  version,
  onSaved,
  onDirtyChange,
  beforeSave,
  children,
}: {
  part: CompanyPart;
  initial: FieldValues;
  version: number;
  onSaved: (saved: Saved) => void;
  onDirtyChange: (id: string, dirty: boolean) => void;
  beforeSave?: BeforeSave;
  children: ReactNode;
}) {
  const resolver = useMemo(
    () => lazyZodResolver(() => import("./company-part-schema").then((m) => m.partSchema(part))),
    [part],
  );
  const form = useForm<FieldValues>({ defaultValues: initial, resolver });
  const [base, setBase] = useState(version);
  const [conflict, setConflict] = useState<SiteSaveConflict | null>(null);
  const [warning, setWarning] = useState<{ message: string; values: FieldValues } | null>(null);
  const { isDirty, isSubmitting, dirtyFields } = form.formState;
  const headingId = `company-${part.id}-heading`;

  useEffect(() => onDirtyChange(part.id, isDirty), [onDirtyChange, part.id, isDirty]);

  async function save(values: FieldValues, atVersion = base) {
    setWarning(null);
    try {
      const saved = await api.patch<Saved>("/admin/site/sections/company", {
        version: atVersion,
        content: values,
      });
      setConflict(null);
      setBase(saved.version);
      form.reset(Object.fromEntries(part.fields.map((f) => [f, saved.content.company[f]])));
      onSaved(saved);
      toast.success(`${part.title} saved`, {
        description: `Live on the site as version ${saved.version}.`,
      });
    } catch (error) {
      await showSiteSaveError(error, {
        form,
        atVersion,
        onConflict: setConflict,
        title: `${part.title} not saved`,
      });
    }
  }

  async function submit(values: FieldValues) {
    const question = beforeSave ? await beforeSave(values, Object.keys(dirtyFields)) : null;
    if (question) setWarning({ message: question, values });
    else await save(values);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="bg-card scroll-mt-4 rounded-xl border shadow-xs"
      id={part.id}
    >
      <FormProvider {...form}>
        <form noValidate aria-busy={isSubmitting} onSubmit={form.handleSubmit(submit)}>
          <header className="border-b px-5 py-4">
            <h2 id={headingId} className="text-base font-semibold">
              {part.title}
            </h2>
            <p className="text-muted-foreground mt-0.5 text-sm">{part.description}</p>
          </header>
          <div className="grid gap-4 px-5 py-5">
            {conflict ? (
              <DecisionAlert message={conflict.message} className="gap-3 rounded-lg p-4">
                <Button
                  type="button"
                  size="sm"
                  onClick={form.handleSubmit((values) => save(values, conflict.currentVersion))}
                >
                  Save mine over version {conflict.currentVersion}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => window.location.reload()}
                >
                  Discard mine and load the latest
                </Button>
              </DecisionAlert>
            ) : null}
            {children}
          </div>
          <div className="bg-card sticky bottom-0 z-10 flex flex-col gap-3 rounded-b-xl border-t px-5 py-3">
            {warning ? (
              <DecisionAlert message={warning.message} className="gap-2 rounded-lg p-3">
                <Button type="button" size="sm" onClick={() => save(warning.values)}>
                  Save anyway
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={() => setWarning(null)}>
                  Cancel
                </Button>
              </DecisionAlert>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={isSubmitting || Boolean(warning)}>
                Save<span className="sr-only"> {part.title.toLowerCase()}</span>
              </Button>
              <p className="text-muted-foreground text-sm" aria-live="polite">
                {isDirty ? "Unsaved changes" : ""}
              </p>
            </div>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
