/**
 * An item's specification rows (or a datasheet's terms) from name → value, in the order written:
 * the `{ name, value }` list the API keeps, shorter to read. Two rows of one name cannot be said
 * this way; such a list is written out.
 */
export function specRows(values: Record<string, string>): Array<{ name: string; value: string }> {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}
