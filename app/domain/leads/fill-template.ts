/**
 * Replaces each known {placeholder} of a reply template (domain/leads/reply-templates.ts);
 * unknown ones stay visible so the writer notices them. Apart from the templates' schemas so
 * the lead page's composer loads no zod.
 */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
