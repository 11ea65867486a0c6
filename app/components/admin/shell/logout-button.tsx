import { LogOutIcon } from "lucide-react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/deferred-toaster";
import { SidebarMenuButton, useSidebar } from "~/components/ui/sidebar";
import { api } from "~/utils/api-client";
import { setAuthFlag } from "../auth/redirect-target";

/**
 * Logout posts to /admin/logout without scripts; with them it calls the API.
 * Either way the flag is cleared and the login page follows.
 */
export function LogoutButton({ csrfToken }: { csrfToken: string }) {
  const navigate = useNavigate();
  const { setOpenMobile } = useSidebar();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOpenMobile(false);
    let ok = false;
    try {
      await api.post("/admin/logout");
      ok = true;
    } catch (error) {
      console.error("Logout failed", error);
    }
    setAuthFlag(false);
    if (ok) toast.success("Logged out", { description: "You have been successfully logged out." });
    navigate("/admin/login", { replace: true });
  }

  return (
    <form method="post" action="/admin/logout" onSubmit={onSubmit}>
      <input type="hidden" name="_csrf" value={csrfToken} />
      <SidebarMenuButton type="submit" tooltip="Logout">
        <LogOutIcon aria-hidden="true" />
        <span>Logout</span>
      </SidebarMenuButton>
    </form>
  );
}
