import { useEffect, useRef, type ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FilterSelect } from "./filter-select";
import { SearchBox } from "./search-box";
import { useListSearch } from "./use-list-search";

export const STATUS_OPTIONS = [
  { value: "", label: "All" },
  { value: "new", label: "New" },
  { value: "read", label: "Read" },
  { value: "replied", label: "Replied" },
  { value: "spam", label: "Spam" },
] as const;

/**
 * A GET form: without scripts the Search button submits it; with them the
 * list follows the typing (debounced) and the status filter at once.
 * Empty values are left out of the URL.
 */
export function ListToolbar({
  q,
  placeholder,
  searchLabel,
  status,
  children,
}: {
  q: string;
  placeholder: string;
  searchLabel: string;
  /** The current status filter; undefined hides the filter. */
  status?: string;
  children?: ReactNode;
}) {
  const { formRef, submitNow, submitSoon, onSubmit } = useListSearch();
  const inputRef = useRef<HTMLInputElement>(null);

  // Back/forward and sidebar links change the URL: show its term unless the person is typing.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input && input.value !== q) input.value = q;
  }, [q]);

  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label={searchLabel}
      className="flex flex-col gap-2 sm:flex-row sm:items-center"
      onSubmit={onSubmit}
    >
      <SearchBox
        className="relative w-full sm:max-w-sm"
        inputRef={inputRef}
        q={q}
        placeholder={placeholder}
        label={searchLabel}
        onChange={submitSoon}
      />
      {status !== undefined ? (
        <FilterSelect
          label="Status"
          name="status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={submitNow}
        />
      ) : null}
      <Button type="submit" variant="outline">
        Search
      </Button>
      {children}
    </Form>
  );
}
