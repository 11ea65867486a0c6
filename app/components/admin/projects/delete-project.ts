import { toast } from "~/components/ui/deferred-toaster";
import { api } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";

/** DELETE /api/admin/projects/{id}. Resolves true when deleted. */
export async function deleteProject(id: string): Promise<boolean> {
  try {
    await api.delete(`/admin/projects/${encodeURIComponent(id)}`);
    toast.success("Project deleted", { description: "The case study has been deleted." });
    return true;
  } catch (error) {
    if (handleSessionExpired(error)) return false;
    toast.error("Error", { description: "Failed to delete the project." });
    return false;
  }
}
