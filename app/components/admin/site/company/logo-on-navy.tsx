import { useFormContext, useWatch } from "react-hook-form";
import type { FieldValues } from "react-hook-form";
import { api } from "~/utils/api-client";

/** The header's navy band with the logo it will show: the light logo, else the logo. */
export function LogoOnNavy() {
  const { control } = useFormContext();
  const [logoUrl, lightLogoUrl] = useWatch({ control, name: ["logoUrl", "lightLogoUrl"] }) as [
    string,
    string,
  ];
  const shown = lightLogoUrl || logoUrl;
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">On the navy header and footer</figcaption>
      <div className="bg-ink flex h-20 items-center rounded-lg px-5">
        {shown ? (
          <img src={shown} alt="" className="h-10 w-auto max-w-56 object-contain" />
        ) : (
          <span className="text-sm text-slate-300">
            No logo yet: the header shows the sample mark and your company's name.
          </span>
        )}
      </div>
    </figure>
  );
}

interface LogoCheck {
  readable: boolean;
  message: string | null;
}

/**
 * Before the identity is published with a changed logo: will the logo on the navy be seen?
 * The server measures it (docs/decisions/091); a dark one asks the person first.
 */
export async function checkLogoBeforeSave(
  values: FieldValues,
  dirty: string[],
): Promise<string | null> {
  if (!dirty.includes("logoUrl") && !dirty.includes("lightLogoUrl")) return null;
  try {
    const check = await api.post<LogoCheck>("/admin/site/logo-contrast", {
      logoUrl: values.logoUrl ?? "",
      lightLogoUrl: values.lightLogoUrl ?? "",
    });
    return check.readable ? null : check.message;
  } catch {
    // The check helps; it never stands between the owner and their save.
    return null;
  }
}
