import type { ChangeEvent } from "react";
import { SelectOptions } from "~/components/ui/select-options";

/**
 * A list filter inside the toolbar's GET form: its label beside a native select, which
 * works without scripts (the Search button sends it) and applies at once with them. Keyed by
 * its value, so a new URL (back and forward) shows its choice.
 */
export function FilterSelect({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      {label}
      <select
        key={value}
        name={name}
        defaultValue={value}
        onChange={onChange}
        className="border-input bg-background focus-visible:outline-ring h-10 rounded-md border px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1"
      >
        <SelectOptions items={options} value={(o) => o.value} label={(o) => o.label} />
      </select>
    </label>
  );
}
