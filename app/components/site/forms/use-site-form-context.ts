import { useRouteLoaderData } from "react-router";

export interface SiteFormContext {
  csrfToken: string;
  formStamp: string;
}

/** The CSRF token and form stamp from the public layout's loader (app/routes/_site/layout.tsx). */
export function useSiteFormContext(): SiteFormContext {
  const data = useRouteLoaderData("routes/_site/layout") as SiteFormContext | undefined;
  return data ?? { csrfToken: "", formStamp: "" };
}
