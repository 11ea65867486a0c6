import { LegalPage, LegalSection } from "~/components/site/legal/legal-page";
import {
  CookieList,
  FormsCollected,
  GrievanceOfficer,
  RetentionPeriods,
} from "~/components/site/legal/privacy-parts";
import { COOKIE_INVENTORY } from "~/domain/privacy/cookie-inventory";
import { retentionLines } from "~/domain/privacy/retention-policy";
import { formatAddress } from "~/domain/site/company-view";
import { HYDRATE_ON_IMAGE_FAILURE } from "~/utils/hydration-trigger";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/privacy";
import { loadSiteContent } from "./site-content.server";

/**
 * The privacy notice (docs/decisions/090): the owner's text from the site content, with the
 * retention periods from the settings, the cookies from the code and the grievance officer
 * from the company details, so the notice always says what the site does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ content }, periods] = await Promise.all([
    loadSiteContent(request, context),
    context.services.privacy.retention.periods(),
  ]);
  const { company } = content;
  return {
    page: content.privacy,
    officer: company.grievanceOfficer,
    company: company.legalName,
    address: formatAddress(company.address),
    retention: retentionLines(periods),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];

/** Server HTML throughout: React comes only for a failed picture (docs/decisions/098). */
export const handle = HYDRATE_ON_IMAGE_FAILURE;

export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  const { page, officer, company, address, retention } = loaderData;
  return (
    <LegalPage title={page.title} updated={page.updated} intro={page.intro}>
      <LegalSection id="collection" section={page.collection}>
        <FormsCollected forms={page.collection.forms} />
      </LegalSection>
      <LegalSection id="recipients" section={page.recipients} />
      <LegalSection id="retention" section={page.retention}>
        <RetentionPeriods lines={retention} />
      </LegalSection>
      <LegalSection id="rights" section={page.rights} closing={page.rights.howTo}>
        <ul className="grid list-disc gap-2 pl-6">
          {page.rights.items.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection id="security" section={page.security} />
      <LegalSection id="cookies" section={page.cookies} closing={page.cookies.thirdParties}>
        <CookieList items={COOKIE_INVENTORY} />
      </LegalSection>
      <LegalSection id="grievance" section={page.grievance} closing={page.grievance.board}>
        <GrievanceOfficer officer={officer} company={company} address={address} />
      </LegalSection>
      <LegalSection id="changes" section={page.changes} />
    </LegalPage>
  );
}
