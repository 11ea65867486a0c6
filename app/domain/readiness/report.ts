import type { Finding } from "./readiness-facts.ts";
import { countByLevel } from "./readiness-checks.ts";

const MARKS: Record<Finding["level"], string> = {
  ok: "ok     ",
  warning: "warning",
  error: "error  ",
};

/** `npm run doctor`'s printout: one block per finding, the fix under it, a verdict last. */
export function formatReport(findings: Finding[], heading: string): string {
  const lines = [heading, ""];
  for (const finding of findings) {
    lines.push(`  ${MARKS[finding.level]}  ${finding.summary}`);
    if (finding.fix && finding.level !== "ok") lines.push(`           → ${finding.fix}`);
  }
  const { errors, warnings } = countByLevel(findings);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  lines.push(
    "",
    errors > 0
      ? `${plural(errors, "error")}, ${plural(warnings, "warning")}: fix the errors before going live.`
      : warnings > 0
        ? `No errors, ${plural(warnings, "warning")}: ready, with the warnings worth a look.`
        : "Everything checked is ready.",
  );
  return `${lines.join("\n")}\n`;
}
