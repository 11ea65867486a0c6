/**
 * A loose key for matching names typed in two places (a service's product groups and the
 * catalogue's titles): case, "&" versus "and", and punctuation do not matter.
 */
export function matchKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
