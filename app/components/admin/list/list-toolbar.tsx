import { SearchIcon } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

export const STATUS_OPTIONS = [
  { value: "", label: "All" },
  { value: "new", label: "New" },
  { value: "read", label: "Read" },
  { value: "replied", label: "Replied" },
  { value: "spam", label: "Spam" },
] as const;

const SEARCH_DELAY_MS = 300;

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
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward and sidebar links change the URL: show its term unless the person is typing.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input && input.value !== q) input.value = q;
  }, [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function submitNow() {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim() !== "") params.set(key, value.trim());
    }
    void submit(params, { method: "get", replace: true, preventScrollReset: true });
  }

  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label={searchLabel}
      className="flex flex-col gap-2 sm:flex-row sm:items-center"
      onSubmit={(event) => {
        event.preventDefault();
        submitNow();
      }}
    >
      <div className="relative w-full sm:max-w-sm">
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
          aria-label={searchLabel}
          className="pl-9"
          onChange={() => {
            clearTimeout(timer.current);
            timer.current = setTimeout(submitNow, SEARCH_DELAY_MS);
          }}
        />
      </div>
      {status !== undefined ? (
        <label className="flex items-center gap-2 text-sm font-medium">
          Status
          <select
            key={status}
            name="status"
            defaultValue={status}
            onChange={submitNow}
            className="border-input bg-background focus-visible:outline-ring h-10 rounded-md border px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1"
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Button type="submit" variant="outline">
        Search
      </Button>
      {children}
    </Form>
  );
}
