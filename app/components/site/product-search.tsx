import { Search } from "lucide-react";
import { Form } from "react-router";
import { inputBaseClassName } from "~/components/ui/input-styles";
import { useStateBeforeHydration } from "~/hooks/use-state-before-hydration";
import { cx } from "~/utils/cx";
import type { Product } from "~/domain/schemas/records";

/** Case-insensitive substring match against title or description. */
export function matchesSearch(product: Product, query: string): boolean {
  const term = query.trim().toLowerCase();
  if (!term) return true;
  return (
    product.title.toLowerCase().includes(term) || product.description.toLowerCase().includes(term)
  );
}

/**
 * The live search box. Typing filters at once in the browser; without scripts
 * the surrounding GET form sends ?q= and the server filters the same way.
 * A term typed before hydration becomes the search once it runs (docs/decisions/078).
 */
export function ProductSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const input = useStateBeforeHydration(
    value,
    (element: HTMLInputElement) => element.value,
    onChange,
  );
  return (
    <Form
      method="get"
      role="search"
      className="relative w-full max-w-md"
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor="product-search" className="sr-only">
        Search products
      </label>
      <Search
        className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
        aria-hidden="true"
      />
      <input
        ref={input}
        id="product-search"
        type="search"
        name="q"
        placeholder="Search products..."
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cx(inputBaseClassName, "pr-3 pl-9")}
      />
    </Form>
  );
}
