import type { StoredItem } from "~/domain/privacy/cookie-inventory";

const cardClass = "bg-card rounded-xl border p-4 sm:p-5";
const termClass = "text-muted-foreground text-xs font-semibold tracking-wide uppercase";

/** What each form asks for and why: one card per form. */
export function FormsCollected({
  forms,
}: {
  forms: { form: string; collects: string; purpose: string }[];
}) {
  return (
    <ul className="grid gap-3">
      {forms.map((item) => (
        <li key={item.form} className={cardClass}>
          <h3 className="font-semibold">{item.form}</h3>
          <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-[8rem_1fr] sm:gap-x-4">
            <dt className={termClass}>We collect</dt>
            <dd>{item.collects}</dd>
            <dt className={termClass}>Why</dt>
            <dd>{item.purpose}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The owner's retention periods, as the daily job applies them. */
export function RetentionPeriods({ lines }: { lines: { what: string; kept: string }[] }) {
  return (
    <dl className="divide-y rounded-xl border">
      {lines.map((line) => (
        <div key={line.what} className="grid gap-1 p-4 sm:grid-cols-[1fr_14rem] sm:gap-4">
          <dt>{line.what}</dt>
          <dd className="font-semibold">{line.kept}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every cookie and storage key the site sets, read from the code's inventory. */
export function CookieList({ items }: { items: readonly StoredItem[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.name} className={cardClass}>
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <code className="bg-muted rounded px-1.5 py-0.5 text-sm font-semibold">
              {item.name}
            </code>
            <span className="text-muted-foreground text-xs">{item.kind}</span>
          </p>
          <dl className="mt-3 grid gap-1 text-sm">
            <dt className={termClass}>Who gets it</dt>
            <dd>{item.who}</dd>
            <dt className={`${termClass} mt-2`}>What for</dt>
            <dd>{item.purpose}</dd>
            <dt className={`${termClass} mt-2`}>How long</dt>
            <dd>{item.lasts}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The grievance officer from the company details, with the company's postal address. */
export function GrievanceOfficer({
  officer,
  company,
  address,
}: {
  officer: { name: string; email: string };
  company: string;
  address: string;
}) {
  return (
    <address className={`${cardClass} not-italic`}>
      <p className="font-semibold">{officer.name}</p>
      <p className="text-muted-foreground text-sm">Grievance officer, {company}</p>
      <p className="mt-2">
        <a
          href={`mailto:${officer.email}`}
          className="text-brand-700 font-medium underline underline-offset-4 hover:no-underline"
        >
          {officer.email}
        </a>
      </p>
      <p className="text-muted-foreground mt-1 text-sm">{address}</p>
    </address>
  );
}
