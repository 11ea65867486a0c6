import { KeyRoundIcon, LockKeyholeIcon } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
import { Button } from "~/components/ui/button";
import { AuthFrame, AuthFrameLink } from "./auth-frame";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { api, ApiError } from "~/utils/api-client";
import { useHydrated } from "~/hooks/use-hydrated";
import { passkeyProblem, signInWithPasskey } from "./passkey-client";
import { readAuthFlag, secondFactorPath, setAuthFlag } from "./redirect-target";

interface LoginAnswer {
  success?: boolean;
  authenticated?: boolean;
  message?: string;
  twoFactorRequired?: boolean;
}

/** The two fields of a password sign-in; the autocomplete names let password managers fill them. */
const SIGN_IN_FIELDS = [
  { label: "Email", name: "email", type: "email", autoComplete: "username" },
  { label: "Password", name: "password", type: "password", autoComplete: "current-password" },
] as const;

/**
 * 'Admin Login'. With scripts it signs in through
 * POST /api/admin/login and shows its toasts; without
 * them the same form posts to the route's action.
 */
export function LoginCard({
  redirectTo,
  csrfToken,
  serverMessage,
}: {
  redirectTo: string;
  csrfToken: string;
  serverMessage?: string;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // Passkeys need scripts: the button appears once the page runs them.
  const hydrated = useHydrated();

  // With the flag set, ask the server; go in or clear the flag.
  useEffect(() => {
    if (!readAuthFlag()) return;
    api
      .get<LoginAnswer>("/admin/check-auth")
      .then((answer) => {
        if (answer?.authenticated) navigate(redirectTo, { replace: true });
        else setAuthFlag(false);
      })
      .catch(() => setAuthFlag(false));
  }, [navigate, redirectTo]);

  async function signInByPasskey() {
    setBusy(true);
    try {
      await signInWithPasskey();
      setAuthFlag(true);
      toast.success("Login Successful", { description: "Welcome back, Admin!" });
      navigate(redirectTo, { replace: true });
    } catch (error) {
      const message = passkeyProblem(error);
      if (message) toast.error("Login Failed", { description: message });
    } finally {
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const answer = await api.post<LoginAnswer>("/admin/login", {
        email: String(form.get("email") ?? ""),
        password: String(form.get("password") ?? ""),
      });
      if (answer?.twoFactorRequired) {
        navigate(secondFactorPath(redirectTo), { replace: true });
        return;
      }
      if (answer?.success && answer.authenticated) {
        setAuthFlag(true);
        toast.success("Login Successful", {
          description: answer.message || "Welcome back, Admin!",
        });
        navigate(redirectTo, { replace: true });
        return;
      }
      toast.error("Login Failed", { description: answer?.message || "Invalid credentials" });
    } catch (error) {
      toast.error("Login Failed", {
        description:
          error instanceof ApiError
            ? error.message || "Invalid email or password"
            : "An unexpected error occurred",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame
      icon={LockKeyholeIcon}
      title="Admin Login"
      description="Sign in to manage products and inquiries."
    >
      <form method="post" action="/admin/login" onSubmit={onSubmit} className="grid gap-4">
        <input type="hidden" name="_csrf" value={csrfToken} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {serverMessage ? (
          <div
            role="alert"
            className="border-destructive/40 rounded-md border bg-red-50 p-3 text-sm"
          >
            <p className="text-destructive font-semibold">Login Failed</p>
            <p className="text-foreground">{serverMessage}</p>
          </div>
        ) : null}
        {SIGN_IN_FIELDS.map(({ label, ...input }) => (
          <FormField key={input.name} label={label}>
            {(control) => <Input {...control} {...input} required disabled={busy} />}
          </FormField>
        ))}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Logging in..." : "Login"}
        </Button>
      </form>
      {hydrated ? (
        <Button
          type="button"
          variant="outline"
          className="mt-3 w-full"
          disabled={busy}
          onClick={signInByPasskey}
        >
          <KeyRoundIcon aria-hidden="true" />
          Sign in with a passkey
        </Button>
      ) : null}
      <AuthFrameLink to="/admin/forgot-password" className="mt-4">
        Forgot password?
      </AuthFrameLink>
      <AuthFrameLink to="/" className="mt-2">
        Back to the website
      </AuthFrameLink>
    </AuthFrame>
  );
}
