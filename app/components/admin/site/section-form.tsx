import { useMemo, useState } from "react";
import { FormProvider, useForm, type FieldValues } from "react-hook-form";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
import { Button } from "~/components/ui/button";
import { useUnsavedChangesWarning } from "~/hooks/use-unsaved-changes-warning";
import { SECTION_TITLES, type SectionName } from "~/domain/site/section-names";
import { api } from "~/utils/api-client";
import { DecisionAlert } from "./decision-alert";
import { lazyZodResolver } from "./lazy-zod-resolver";
import { SchemaFields } from "./schema-fields";
import type { FieldShape } from "./schema-shape";
import { showSiteSaveError, type SiteSaveConflict } from "./site-save-error";

/**
 * One section's form: the fields are drawn from the shape of the section's zod schema, which
 * the loader reads (routes/admin/site-section.server.ts); the schema itself checks them in
 * the browser, loaded with the first submit, and the server checks them again. 'Publish'
 * makes a new version; 'Save draft' keeps it for preview only.
 */
export function SectionForm({
  section,
  shape,
  initial,
  version,
  previewPath,
}: {
  section: SectionName;
  shape: FieldShape;
  initial: FieldValues;
  version: number;
  previewPath: string;
}) {
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import("~/domain/site/site-content-schema").then((m) => m.sectionSchemas[section]),
      ),
    [section],
  );
  const form = useForm<FieldValues>({ defaultValues: initial, resolver });
  const revalidator = useRevalidator();
  const [conflict, setConflict] = useState<SiteSaveConflict | null>(null);
  const [base, setBase] = useState(version);
  useUnsavedChangesWarning(form.formState.isDirty && !form.formState.isSubmitting);

  async function save(mode: "publish" | "draft", values: FieldValues, atVersion = base) {
    const path =
      mode === "publish" ? `/admin/site/sections/${section}` : `/admin/site/draft/${section}`;
    try {
      const result = await api.put<{ version: number }>(path, {
        version: atVersion,
        content: values,
      });
      setConflict(null);
      setBase(result.version);
      form.reset(values);
      if (mode === "publish") {
        toast.success("Published", {
          description: `${SECTION_TITLES[section]} is live as version ${result.version}.`,
        });
      } else {
        toast.success("Draft saved", {
          description: "Only signed-in staff see it in the preview.",
        });
        window.open(previewPath, "_blank", "noopener");
      }
      revalidator.revalidate();
    } catch (error) {
      await showSiteSaveError(error, {
        form,
        atVersion,
        onConflict: setConflict,
        title: "Not saved",
      });
    }
  }

  const { isSubmitting, isDirty } = form.formState;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="grid gap-6"
        aria-busy={isSubmitting}
        onSubmit={form.handleSubmit((values) => save("publish", values))}
      >
        {conflict ? (
          <DecisionAlert message={conflict.message} className="gap-3 rounded-xl p-4">
            <Button
              type="button"
              onClick={form.handleSubmit((values) =>
                save("publish", values, conflict.currentVersion),
              )}
            >
              Publish mine over version {conflict.currentVersion}
            </Button>
            <Button type="button" variant="outline" onClick={() => window.location.reload()}>
              Discard mine and load the latest
            </Button>
          </DecisionAlert>
        ) : null}
        <SchemaFields shape={shape} path="" label={SECTION_TITLES[section]} />
        <div className="bg-background sticky bottom-0 z-10 flex flex-wrap gap-2 border-t py-4">
          <Button type="submit" disabled={isSubmitting}>
            Publish
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={isSubmitting}
            onClick={form.handleSubmit((values) => save("draft", values))}
          >
            Save draft
          </Button>
          <Button asChild variant="ghost">
            <a href={previewPath} target="_blank" rel="noopener">
              Preview draft<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          {isDirty ? (
            <p className="text-muted-foreground self-center text-sm">Unsaved changes</p>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
