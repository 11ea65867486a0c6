import type { Project, ProjectInputDraft } from "./project-input.ts";
import { MAX_PROJECT_IMAGES } from "./project-limits.ts";

/** The admin form's values: numbers as typed, one text box per photograph slot. */
export interface ProjectFormValues {
  title: string;
  slug: string;
  clientIndustry: string;
  location: string;
  year: string;
  summary: string;
  body: string;
  outcome: string;
  images: string[];
  published: boolean;
  sortOrder: string;
}

export function emptyProjectForm(): ProjectFormValues {
  return {
    title: "",
    slug: "",
    clientIndustry: "",
    location: "",
    year: String(new Date().getFullYear()),
    summary: "",
    body: "",
    outcome: "",
    images: Array.from({ length: MAX_PROJECT_IMAGES }, () => ""),
    published: true,
    sortOrder: "0",
  };
}

export function toProjectForm(project: Project): ProjectFormValues {
  return {
    ...emptyProjectForm(),
    ...project,
    year: String(project.year),
    sortOrder: String(project.sortOrder),
    images: Array.from({ length: MAX_PROJECT_IMAGES }, (_, i) => project.images[i] ?? ""),
  };
}

/** What the API receives: blank photograph slots are dropped by the schema itself. */
export function toProjectPayload(values: ProjectFormValues): ProjectInputDraft {
  return {
    title: values.title,
    slug: values.slug,
    clientIndustry: values.clientIndustry,
    location: values.location,
    year: values.year.trim() === "" ? Number.NaN : Number(values.year),
    summary: values.summary,
    body: values.body,
    outcome: values.outcome,
    images: values.images,
    published: values.published,
    sortOrder: Number(values.sortOrder || 0),
  };
}
