import { Award, BadgeCheck, CalendarCheck, Factory } from "lucide-react";
import type { CompanyContent } from "~/domain/site/company-schema";
import { yearsInBusiness } from "~/domain/site/trust-view";

/**
 * The facts a buyer looks for first: years in business, the certification,
 * the GST registration and, when there are some, the projects delivered.
 */
export function TrustFacts({
  company,
  projectCount,
}: {
  company: CompanyContent;
  projectCount?: number;
}) {
  const years = yearsInBusiness(company.foundedYear);
  const facts = [
    {
      icon: CalendarCheck,
      value: years > 0 ? `${years} ${years === 1 ? "year" : "years"}` : "New",
      label: `in business, since ${company.foundedYear}`,
    },
    ...(company.certifications[0]
      ? [{ icon: Award, value: certificateCode(company.certifications[0]), label: "certified" }]
      : []),
    ...(company.gstin
      ? [{ icon: BadgeCheck, value: "GST registered", label: `GSTIN ${company.gstin}` }]
      : []),
    ...(projectCount
      ? [{ icon: Factory, value: `${projectCount} projects`, label: "delivered in Gujarat" }]
      : []),
  ];
  return (
    // Two across on phones: four stacked cards would push the services below the fold.
    <ul
      className={`grid grid-cols-2 gap-3 sm:gap-4 ${facts.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
    >
      {facts.map(({ icon: Icon, value, label }) => (
        <li
          key={label}
          className="bg-card flex flex-col gap-2 rounded-xl border p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-4"
        >
          <span className="bg-brand-50 text-brand-700 inline-flex size-9 shrink-0 items-center justify-center rounded-lg sm:size-11">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <p className="min-w-0">
            <span className="block font-semibold">{value}</span>
            <span className="text-muted-foreground block text-sm break-words">{label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** "ISO 9001:2015 quality management system" → "ISO 9001:2015"; other texts as they are. */
function certificateCode(text: string): string {
  return /^(ISO|IS|IATF|BIS)\b[\w\s:-]*?\d{4}(:\d{4})?/.exec(text)?.[0] ?? text;
}
