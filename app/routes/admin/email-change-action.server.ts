import { data, type AppLoadContext } from "react-router";
import type { AdminIdentity } from "~/domain/auth.server";
import { emailChangeInput } from "~/domain/schemas/team";
import { fieldMessages } from "./field-messages.server";
import { actorFrom } from "./guard.server";

export interface EmailChangeOutcome {
  emailChange: {
    /** The address the link went to, once sent. */
    sentTo?: string;
    errors: Partial<Record<"email" | "currentPassword", string>>;
  };
}

/** The account page's "Change sign-in e-mail" form: the service the API's PATCH /me calls. */
export async function emailChangeAction(
  form: FormData,
  me: AdminIdentity,
  context: AppLoadContext,
) {
  const answer = (outcome: EmailChangeOutcome["emailChange"], status: number) =>
    data<EmailChangeOutcome>({ emailChange: outcome }, { status });
  const parsed = emailChangeInput.safeParse({
    email: form.get("email"),
    currentPassword: form.get("currentPassword"),
  });
  if (!parsed.success) {
    return answer(
      { errors: fieldMessages(parsed.error.issues, ["email", "currentPassword"]) },
      400,
    );
  }
  const result = await context.services.emailChanges.request(
    actorFrom(me, context),
    parsed.data.email,
    parsed.data.currentPassword,
  );
  switch (result.kind) {
    case "sent":
      return answer({ sentTo: result.email, errors: {} }, 202);
    case "taken":
      return answer({ errors: { email: "This address already has an account." } }, 409);
    case "unchanged":
      return answer({ errors: { email: "This is already your sign-in address" } }, 400);
    case "rate-limited":
      return answer(
        { errors: { currentPassword: "Too many attempts. Please try again later." } },
        429,
      );
    case "wrong-password":
      return answer({ errors: { currentPassword: "The current password is not correct" } }, 400);
  }
}
