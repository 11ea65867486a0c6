/**
 * For `npm run bench:web`: the back office's screens, each fetched as the signed-in owner, so
 * their first-load JavaScript is counted like a public page's (docs/decisions/091). One contact
 * message is posted through the public API first, so a lead's page is among them.
 */
import { ADMIN_SCREENS, adminScreenPath } from "../tests/support/admin-screens.ts";
import { csrfToken, signIn } from "./support/admin-sign-in.ts";

export interface AdminScreens {
  /** The screens' paths, one lead's page included (the sign-in page is fetched signed out). */
  paths: string[];
  /** The signed-in owner's cookies, for fetching them. */
  headers: Record<string, string>;
}

async function postContact(origin: string): Promise<void> {
  const xsrf = await csrfToken(origin);
  const response = await fetch(`${origin}/api/contacts`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: `XSRF-TOKEN=${xsrf}`,
      "X-XSRF-TOKEN": xsrf,
    },
    body: JSON.stringify({
      name: "Nirav Desai",
      email: "nirav.desai@example.com",
      phone: "+91 98250 12345",
      subject: "Pump spares",
      message: "Please send a quote for mechanical seals for our KSB pumps.",
    }),
  });
  if (response.status !== 201) throw new Error(`the contact post answered ${response.status}`);
}

export async function adminScreens(
  origin: string,
  admin: { email: string; password: string },
): Promise<AdminScreens> {
  await postContact(origin);
  const headers = await signIn(origin, admin);
  const leads = await fetch(`${origin}/api/admin/leads?limit=1`, { headers });
  const [lead] = (await leads.json()) as { kind: string; id: string }[];
  if (!lead) throw new Error(`no lead to open (${leads.status})`);
  const leadPage = `/admin/leads/${lead.kind}/${encodeURIComponent(lead.id)}`;
  return {
    paths: [...ADMIN_SCREENS.map((screen) => adminScreenPath(screen, "prod-001")), leadPage],
    headers,
  };
}
