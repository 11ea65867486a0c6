import type { DatabaseHandle } from "../../app/db/connection.server.ts";
import type { Services } from "../../app/domain/services.server.ts";
import type { SiteContent } from "../../app/domain/site/site-content-schema.ts";

/**
 * What an owner fixes before going live: the company's own e-mail, privacy contact and phone
 * in place of the samples (with `edit`'s changes in the same version), and a sign-in address
 * of their own instead of the sample one.
 */
export async function replaceSampleDetails(
  { services, handle }: { services: Services; handle: DatabaseHandle },
  edit: (content: SiteContent) => void = () => undefined,
): Promise<void> {
  const { version, content } = await services.siteContent.newest();
  content.company.emails = [{ label: "General", address: "info@vadtech.in" }];
  content.company.grievanceOfficer.email = "privacy@vadtech.in";
  content.company.phones = [{ label: "Office", number: "0265 288 1234" }];
  edit(content);
  await services.siteContent.store.publish(version, content, "owner@vadtech.in");
  await handle.db.updateTable("admins").set({ email: "owner@vadtech.in" }).execute();
}
