import type { ReactNode } from "react";

/** A native select's options, one for each item: its value, and the text shown (by default the value). */
export function SelectOptions<T>({
  items,
  value,
  label = value,
}: {
  items: readonly T[];
  value: (item: T) => string;
  label?: (item: T) => ReactNode;
}) {
  return items.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}
