import { SearchIcon } from "lucide-react";
import type { Ref } from "react";
import { Input } from "~/components/ui/input";

/** The `q` field of a list's search form, with its magnifier; the label is for screen readers. */
export function SearchBox({
  className,
  inputRef,
  q,
  placeholder,
  label,
  onChange,
}: {
  /** The box's place in the form's layout. */
  className: string;
  inputRef?: Ref<HTMLInputElement>;
  q: string;
  placeholder: string;
  label: string;
  onChange: () => void;
}) {
  return (
    <div className={className}>
      <SearchIcon
        className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
        aria-hidden="true"
      />
      <Input
        ref={inputRef}
        type="search"
        name="q"
        defaultValue={q}
        placeholder={placeholder}
        aria-label={label}
        className="pl-9!"
        onChange={onChange}
      />
    </div>
  );
}
