import type { Role } from "../../db/schema.ts";

export type { Role };

/** Who may use what (docs/decisions/050). */
export const ROLES = ["owner", "editor", "sales"] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  editor: "Editor",
  sales: "Sales",
};

/**
 * The named groups of roles. The access policy (app/domain/access/access-policy.ts,
 * docs/decisions/086) gives each page and endpoint one of them.
 */
export const ACCESS = {
  /** The team, site settings, the audit log. */
  owner: ["owner"],
  /** Products (writes), media, site content. */
  catalogue: ["owner", "editor"],
  /** The inquiry inboxes and lead work. */
  inboxes: ["owner", "sales"],
  /** The lead workspace: the same people who work the inboxes. */
  leads: ["owner", "sales"],
  /** Reading the catalogue, the dashboard, one's own account. */
  anyone: ["owner", "editor", "sales"],
} as const satisfies Record<string, readonly Role[]>;
