import { hashPassword } from "../../app/domain/password.server.ts";
import type { Role } from "../../app/domain/team/roles.ts";
import type { TestApp, TestClient } from "./test-app.ts";

/** What the helpers need of an app: its database and its clients (a mail-test instance too). */
type AppWithClients = Pick<TestApp, "handle" | "client">;

/** A member added straight to the database (the invitation flow has tests of its own). */
export async function addMember(
  app: Pick<TestApp, "handle">,
  role: Role,
  email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`,
  password = `${role} password for tests`,
): Promise<{ id: string; email: string; password: string }> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await app.handle.db
    .insertInto("admins")
    .values({
      id,
      email,
      name: `A ${role}`,
      role,
      password_hash: await hashPassword(password),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, email, password };
}

/** A client signed in as a new member of the given role. */
export async function memberClient(
  app: AppWithClients,
  role: Role,
): Promise<{ client: TestClient; id: string; email: string; password: string }> {
  const member = await addMember(app, role);
  const client = app.client();
  const response = await client.login(member.email, member.password);
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.text}`);
  return { client, ...member };
}

type MailedLinkKind = "invitation" | "password-reset" | "email-change";

const LINK_PATHS: Record<MailedLinkKind, string> = {
  invitation: "/admin/invite/",
  "password-reset": "/admin/reset-password/",
  "email-change": "/admin/confirm-email/",
};

/** The token in each outbox e-mail of this kind to this address ("" where a link lacks one). */
export async function mailedTokens(app: Pick<TestApp, "handle">, to: string, kind: MailedLinkKind) {
  const rows = await app.handle.db
    .selectFrom("notification_outbox")
    .select("text")
    .where("recipient", "=", to)
    .where("kind", "=", kind)
    .execute();
  const token = new RegExp(`${LINK_PATHS[kind]}([\\w-]{43})`);
  return rows.map((row) => token.exec(row.text)?.[1] ?? "");
}

/** The link in the newest outbox e-mail of this kind to this address (the captured mail). */
export async function mailedLink(app: AppWithClients, to: string, kind: MailedLinkKind) {
  const rows = await app.handle.db
    .selectFrom("notification_outbox")
    .select(["text", "html", "subject"])
    .where("recipient", "=", to)
    .where("kind", "=", kind)
    .orderBy("created_at", "desc")
    .execute();
  const text = rows[0]?.text ?? "";
  const match =
    /http:\/\/localhost:3000(\/admin\/(?:invite|reset-password|confirm-email)\/[\w-]+)/.exec(text);
  return { count: rows.length, path: match?.[1], text, subject: rows[0]?.subject };
}
