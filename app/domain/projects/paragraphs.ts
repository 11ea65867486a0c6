/**
 * The paragraphs of a case study's text: split on blank lines, blank ones dropped. Apart
 * from the schema so the public pages' scripts do not carry zod for it.
 */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
