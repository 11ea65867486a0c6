import { KeyRoundIcon } from "lucide-react";
import type { ReactNode } from "react";
import { AuthFrame, AuthFrameLink } from "./auth-frame";

/** The frame of the signed-out account pages: invitation, forgotten and reset password. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AuthFrame icon={KeyRoundIcon} title={title} description={description}>
      {children}
      <AuthFrameLink to="/admin/login" className="mt-6">
        Back to sign in
      </AuthFrameLink>
    </AuthFrame>
  );
}

/** A message in the card: the outcome of a form, said plainly. */
export function Notice({ tone, children }: { tone: "error" | "info"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "border-destructive/40 text-destructive mb-4 rounded-md border bg-red-50 p-3 text-sm"
          : "mb-4 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900"
      }
    >
      {children}
    </div>
  );
}
