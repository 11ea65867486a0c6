import { PlusIcon } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { emptyItemForm } from "~/domain/product-form";
import { ITEM_LIMITS } from "~/domain/schemas/catalogue-item-limits";
import { ItemCard } from "./item-card";
import type { EditorProps } from "./item-editor-props";

/**
 * The category's items (docs/decisions/081), each a collapsible card: collapsed it shows the
 * name and make/model; a new or blank one starts open, and one with an error opens. At least
 * one card always remains: 'Remove' is disabled on the last one.
 */
export function ItemsEditor(props: EditorProps) {
  const { control, disabled } = props;
  const { fields, append, remove, move } = useFieldArray({ control, name: "subproducts" });
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <ItemCard
            key={field.id}
            {...props}
            index={index}
            count={fields.length}
            onRemove={() => remove(index)}
            onMove={(to) => move(index, to)}
          />
        ))}
      </ol>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        onClick={() => append(emptyItemForm())}
        disabled={disabled || fields.length >= ITEM_LIMITS.items}
      >
        <PlusIcon aria-hidden="true" />
        Add Subproduct
      </Button>
    </div>
  );
}
