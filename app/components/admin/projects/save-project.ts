import { toast } from "~/components/ui/deferred-toaster";
import type { Project } from "~/domain/projects/project-input";
import { toProjectPayload, type ProjectFormValues } from "~/domain/projects/project-form";
import { api, ApiError } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";

export type SaveResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** POST /api/admin/projects or PUT /api/admin/projects/{id}, with toasts like the product form. */
export async function saveProject(values: ProjectFormValues, id?: string): Promise<SaveResult> {
  const payload = toProjectPayload(values);
  try {
    if (id) {
      await api.put<Project>(`/admin/projects/${encodeURIComponent(id)}`, payload);
      toast.success("Project saved", { description: "The case study has been updated." });
    } else {
      const created = await api.post<Project>("/admin/projects", payload);
      toast.success("Project created", {
        description: `"${created.title}" is at /projects/${created.slug}.`,
      });
    }
    return { ok: true };
  } catch (error) {
    if (handleSessionExpired(error)) return { ok: false, fieldErrors: {} };
    toast.error("Error", { description: "The project could not be saved." });
    return { ok: false, fieldErrors: error instanceof ApiError ? error.errors : {} };
  }
}
