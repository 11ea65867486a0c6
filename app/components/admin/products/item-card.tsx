import { useEffect, useId, useState } from "react";
import { useFormState, useWatch } from "react-hook-form";
import type { ItemFormValues } from "~/domain/product-form";
import { cn } from "~/utils/cn";
import { ItemCardHeader } from "./item-card-header";
import { ItemDatasheetsEditor } from "./item-datasheets-editor";
import type { EditorProps } from "./item-editor-props";
import { ItemAboutFields, ItemTermFields } from "./item-fields";
import { ItemPictures } from "./item-pictures";
import { ItemSpecRows } from "./item-spec-rows";

/**
 * One item of the category (docs/decisions/081): its header, and when open its details,
 * specification rows, pictures and datasheets. A new or blank item starts open; one with
 * an error opens.
 */
export function ItemCard(
  props: EditorProps & {
    index: number;
    count: number;
    onRemove: () => void;
    onMove: (to: number) => void;
  },
) {
  const { control, disabled, index, count, onRemove, onMove } = props;
  const item = useWatch({ control, name: `subproducts.${index}` }) as ItemFormValues | undefined;
  const { errors } = useFormState({ control, name: `subproducts.${index}` });
  const hasError = errors.subproducts?.[index] !== undefined;
  const [open, setOpen] = useState(() => !item?.name.trim());
  useEffect(() => {
    if (hasError) setOpen(true);
  }, [hasError]);
  const contentId = useId();

  return (
    <li className={cn("bg-card rounded-lg border", hasError && "border-destructive/60")}>
      <ItemCardHeader
        index={index}
        count={count}
        name={item?.name.trim() ?? ""}
        makeModel={[item?.make.trim(), item?.model.trim()].filter(Boolean).join(" · ")}
        open={open}
        contentId={contentId}
        disabled={disabled}
        onToggle={() => setOpen((value) => !value)}
        onMove={onMove}
        onRemove={onRemove}
      />
      <div id={contentId} hidden={!open} className="grid gap-4 border-t p-3 sm:grid-cols-2">
        <ItemAboutFields {...props} />
        <ItemSpecRows {...props} />
        <ItemTermFields {...props} />
        <ItemPictures {...props} images={item?.images ?? [""]} />
        <ItemDatasheetsEditor {...props} />
      </div>
    </li>
  );
}
