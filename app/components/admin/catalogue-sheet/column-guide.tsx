import { sheetNotes } from "~/domain/catalogue-sheet/sheet-notes";

/** The columns and the rules, as the XLSX template's "How to fill" sheet says them. */
export function ColumnGuide() {
  const { columns, rules } = sheetNotes();
  return (
    <details className="bg-card rounded-xl border p-4 text-sm sm:p-6">
      <summary className="cursor-pointer font-semibold">Columns and rules</summary>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
        {columns.map(([name, text]) => (
          <div key={name} className="contents">
            <dt className="font-mono text-xs font-semibold sm:pt-0.5">{name}</dt>
            <dd className="text-muted-foreground">{text}</dd>
          </div>
        ))}
      </dl>
      {rules.map(([title, text]) => (
        <p key={title} className="text-muted-foreground mt-4">
          <strong className="text-foreground font-semibold">{title}.</strong> {text}
        </p>
      ))}
    </details>
  );
}
