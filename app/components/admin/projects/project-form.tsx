import { useForm } from "react-hook-form";
import { useState } from "react";
import { useNavigate } from "react-router";
import { CheckboxRow } from "../checkbox-row";
import { EditorFormFooter } from "../editor-form-footer";
import { SectionCard } from "../section-card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { ProjectFormValues } from "~/domain/projects/project-form";
import { ProjectImages } from "./project-images";
import { saveProject } from "./save-project";

type TextField = "title" | "slug" | "clientIndustry" | "location" | "year" | "sortOrder";
const TEXT_FIELDS: { name: TextField; label: string; description?: string }[] = [
  { name: "title", label: "Title" },
  {
    name: "slug",
    label: "Address (optional)",
    description: "The page is /projects/{address}; left blank, it is made from the title.",
  },
  { name: "clientIndustry", label: "Client industry" },
  { name: "location", label: "Location" },
  { name: "year", label: "Year completed" },
  { name: "sortOrder", label: "Sort order", description: "Lower numbers come first." },
];
const LONG_FIELDS = [
  { name: "summary", label: "Summary", rows: 3 },
  { name: "body", label: "What was done", rows: 8 },
  { name: "outcome", label: "Outcome (optional)", rows: 3 },
] as const;

const SHOWN =
  /^(title|slug|clientIndustry|location|year|sortOrder|summary|body|outcome|images\.\d+)$/;

/** The back office's case study form; the API's schema does the checking. */
export function ProjectForm({
  initial,
  projectId,
}: {
  initial: ProjectFormValues;
  projectId?: string;
}) {
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm<ProjectFormValues>({ defaultValues: initial });
  const { control, register, handleSubmit, formState } = form;
  const busy = formState.isSubmitting;
  // Messages no field shows (a body-wide problem) are listed above the buttons.
  const otherErrors = Object.entries(serverErrors)
    .filter(([key]) => !SHOWN.test(key))
    .map(([, message]) => message);
  const onSubmit = handleSubmit(async (values) => {
    const result = await saveProject(values, projectId);
    if (result.ok) navigate("/admin/projects");
    else setServerErrors(result.fieldErrors);
  });
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-6" aria-busy={busy}>
      <SectionCard title="The project" contentClassName="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, description }) => (
          <FormField key={name} label={label} description={description} error={serverErrors[name]}>
            {(field) => (
              <Input
                {...field}
                {...register(name)}
                inputMode={name === "year" || name === "sortOrder" ? "numeric" : undefined}
                disabled={busy}
              />
            )}
          </FormField>
        ))}
        {LONG_FIELDS.map(({ name, label, rows }) => (
          <FormField
            key={name}
            label={label}
            error={serverErrors[name]}
            className="sm:col-span-2"
            description={name === "body" ? "Leave a blank line between paragraphs." : undefined}
          >
            {(field) => <Textarea {...field} {...register(name)} rows={rows} disabled={busy} />}
          </FormField>
        ))}
        <CheckboxRow
          control={control}
          name="published"
          id="project-published"
          label="Published (shown on the public site)"
          disabled={busy}
        />
      </SectionCard>
      <SectionCard
        title="Photographs"
        description="Choose from the media library or paste links. The first is the cover; without any, the page shows an illustration."
      >
        <ProjectImages form={form} errors={serverErrors} disabled={busy} />
      </SectionCard>
      <EditorFormFooter
        error={otherErrors.length ? otherErrors.join(" ") : undefined}
        busy={busy}
        listPath="/admin/projects"
        saveLabel="Save Project"
      />
    </form>
  );
}
