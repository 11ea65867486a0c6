import { Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { Input } from "~/components/ui/input";
import { FieldError } from "~/components/ui/field-error";
import { FormField } from "~/components/ui/form-field";
import type { FieldErrors } from "../forms/use-public-form";
import { lineField, type FormLine } from "./quote-form-types";

/**
 * The lines of the quote form: each item's name, quantity and unit can be changed, and a line
 * removed. Without scripts 'Remove' posts the form, which comes back without the line; with
 * them it goes at once. Field names are `items.{i}.{field}` on both paths.
 */
export function QuoteLinesEditor({
  lines,
  errors,
  onChange,
  onRemove,
}: {
  lines: FormLine[];
  errors: FieldErrors;
  onChange: (index: number, patch: Partial<FormLine>) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="mb-1 text-lg font-semibold">{`Items (${lines.length})`}</legend>
      <FieldError id="quote-items-error">{errors.items}</FieldError>
      {lines.length === 0 ? (
        <p className="bg-muted rounded-lg border border-dashed p-4 text-sm">
          Your quote list is empty. Open an item in{" "}
          <Link to="/products" className="text-brand-700 font-semibold underline">
            our products
          </Link>{" "}
          and choose &lsquo;Add to quote list&rsquo; or &lsquo;Request quote&rsquo;.
        </p>
      ) : (
        <ol className="grid gap-3">
          {lines.map((line, i) => (
            <li
              key={`${line.productId}/${line.itemSlug ?? i}`}
              className="bg-card grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_7rem_6rem_auto]"
            >
              <input type="hidden" name={lineField(i, "productId")} value={line.productId} />
              {line.itemSlug ? (
                <input type="hidden" name={lineField(i, "itemSlug")} value={line.itemSlug} />
              ) : null}
              <LineInput
                label={`Item ${i + 1}`}
                name={lineField(i, "name")}
                errors={errors}
                className="col-span-3 sm:col-span-1"
                value={line.name}
                maxLength={200}
                onChange={(event) => onChange(i, { name: event.target.value })}
              />
              <LineInput
                label="Quantity"
                name={lineField(i, "quantity")}
                errors={errors}
                type="number"
                inputMode="decimal"
                min="0"
                step="any"
                value={line.quantity}
                onChange={(event) => onChange(i, { quantity: event.target.value })}
              />
              <LineInput
                label="Unit"
                name={lineField(i, "unit")}
                errors={errors}
                value={line.unit ?? ""}
                maxLength={40}
                placeholder="Nos"
                onChange={(event) => onChange(i, { unit: event.target.value })}
              />
              <button
                type="submit"
                name="intent"
                value={`remove:${i}`}
                formNoValidate
                onClick={(event) => {
                  event.preventDefault();
                  onRemove(i);
                }}
                className="text-destructive hover:bg-muted focus-visible:outline-ring mt-7 inline-flex h-10 items-center gap-1.5 justify-self-start rounded-md px-2 text-sm font-semibold focus-visible:outline-2 [&_svg]:size-4"
              >
                <Trash2 aria-hidden="true" />
                Remove
                <span className="sr-only">{` ${line.name}`}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <p className="text-sm">
        <Link to="/products" className="text-brand-700 font-semibold underline">
          Add more items from our products
        </Link>
      </p>
    </fieldset>
  );
}

/** One input of a line; its error is looked up by its name, so the two cannot disagree. */
function LineInput({
  label,
  name,
  errors,
  className,
  ...input
}: { label: string; name: string; errors: FieldErrors; className?: string } & Omit<
  ComponentProps<"input">,
  "name" | "className"
>) {
  return (
    <FormField label={label} error={errors[name]} className={className}>
      {(control) => <Input {...control} name={name} {...input} />}
    </FormField>
  );
}
