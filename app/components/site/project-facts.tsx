import type { Project } from "~/domain/projects/project-input";

/** The case study's facts at a glance, beside its text. */
export function ProjectFacts({ project }: { project: Project }) {
  const facts = [
    ["Client industry", project.clientIndustry],
    ["Location", project.location],
    ["Completed", String(project.year)],
  ];
  return (
    <aside aria-label="Project facts" className="bg-card rounded-xl border p-6 shadow-sm">
      <dl className="grid gap-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground text-sm font-medium">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
