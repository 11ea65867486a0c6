import { toast } from "~/components/ui/deferred-toaster";
import type { EnquiryKind } from "~/domain/enquiries/enquiry-kinds";
import type { LeadPatchInput } from "~/domain/leads/lead-schemas";
import { api, ApiError } from "~/utils/api-client";
import { handleSessionExpired } from "../auth/session-expired";

export interface LeadRef {
  kind: EnquiryKind;
  id: string;
}

const LATER = "Please try again later.";
const leadPath = (lead: LeadRef) => `/admin/leads/${lead.kind}/${encodeURIComponent(lead.id)}`;

/** Reports a failure once; true when the call worked. */
async function attempt(work: () => Promise<unknown>, failure: string): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    if (handleSessionExpired(error)) return false;
    const detail =
      error instanceof ApiError && error.status === 400
        ? (Object.values(error.errors)[0] ?? error.message)
        : LATER;
    toast.error(failure, { description: detail });
    return false;
  }
}

/** The lead workspace's calls to the API with their toasts. */
export const leadActions = {
  update: (lead: LeadRef, patch: LeadPatchInput) =>
    attempt(() => api.patch(leadPath(lead), patch), "Could not update the lead"),

  addNote: (lead: LeadRef, text: string) =>
    attempt(() => api.post(`${leadPath(lead)}/notes`, { text }), "Could not save the note"),

  reply: (lead: LeadRef, subject: string, body: string) =>
    attempt(
      () => api.post(`${leadPath(lead)}/replies`, { subject, body }),
      "Could not send the reply",
    ),

  /** The section 2 status route of the lead's own inbox: read or replied. */
  setStatus: (lead: LeadRef, status: "read" | "replied") =>
    attempt(
      () => api.patch(`/${lead.kind}/${encodeURIComponent(lead.id)}/status`, { status }),
      "Could not update the status",
    ),

  remove: (lead: LeadRef) =>
    attempt(() => api.delete(`/${lead.kind}/${encodeURIComponent(lead.id)}`), "Could not delete"),
};

/** Runs one action over many leads, two at a time, and tells how many worked. */
export async function forEachLead(
  leads: LeadRef[],
  action: (lead: LeadRef) => Promise<boolean>,
): Promise<number> {
  let done = 0;
  const queue = [...leads];
  const worker = async () => {
    for (let lead = queue.shift(); lead; lead = queue.shift()) if (await action(lead)) done += 1;
  };
  await Promise.all([worker(), worker()]);
  return done;
}
