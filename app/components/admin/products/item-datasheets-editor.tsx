import { FileTextIcon } from "lucide-react";
import { useFieldArray, useFormState, useWatch } from "react-hook-form";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { ITEM_LIMITS } from "~/domain/schemas/catalogue-item-limits";
import { formatBytes } from "~/utils/format-number";
import { MediaPickerButton } from "../media/media-picker";
import type { EditorProps } from "./item-editor-props";
import { RemoveEntryButton } from "./remove-entry-button";
import { SubproductFieldset } from "./subproduct-fieldset";

/**
 * The item's datasheets (docs/decisions/084): PDFs chosen from the media library or uploaded
 * on the spot, each with the name the item page shows on its download link.
 */
export function ItemDatasheetsEditor({
  control,
  register,
  disabled,
  index,
  onPickedDocument,
  documentOf,
}: Pick<EditorProps, "control" | "register" | "disabled" | "onPickedDocument" | "documentOf"> & {
  index: number;
}) {
  const name = `subproducts.${index}.datasheets` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const sheets = useWatch({ control, name });
  const { errors } = useFormState({ control, name });
  const sheetErrors = errors.subproducts?.[index]?.datasheets;
  const number = index + 1;
  return (
    <SubproductFieldset number={number} legend="Datasheets">
      {fields.length === 0 ? (
        <p className="text-muted-foreground text-xs">
          No datasheets yet. Buyers download them from the item&apos;s page.
        </p>
      ) : null}
      <ol className="grid gap-2">
        {fields.map((field, row) => {
          const url = sheets?.[row]?.url ?? "";
          const file = documentOf(url);
          const error = sheetErrors?.[row]?.url?.message ?? sheetErrors?.[row]?.name?.message;
          return (
            <li
              key={field.id}
              className="grid grid-cols-[minmax(0,1fr)_2.5rem] items-start gap-2 rounded-md border p-2 sm:grid-cols-[2rem_minmax(0,1fr)_2.5rem]"
            >
              <FileTextIcon
                className="text-muted-foreground mt-2 hidden size-6 sm:block"
                aria-hidden="true"
              />
              <FormField
                label={
                  <>
                    <span className="sr-only">
                      Subproduct {number} datasheet {row + 1}{" "}
                    </span>
                    Name shown to buyers
                  </>
                }
                description={
                  <a href={url} download className="break-all underline-offset-2 hover:underline">
                    {file ? `${file.fileName} · PDF, ${formatBytes(file.bytes)}` : url}
                  </a>
                }
                error={error}
              >
                {(input) => (
                  <Input
                    {...input}
                    {...register(`subproducts.${index}.datasheets.${row}.name`)}
                    maxLength={ITEM_LIMITS.datasheetName}
                    disabled={disabled}
                  />
                )}
              </FormField>
              <RemoveEntryButton
                title="Remove datasheet"
                label={`Remove datasheet ${row + 1} of subproduct ${number}`}
                onClick={() => remove(row)}
                disabled={disabled}
              />
            </li>
          );
        })}
      </ol>
      <div className="justify-self-start">
        <MediaPickerButton
          kind="document"
          button={{ text: "Add datasheet", name: `Add datasheet to subproduct ${number}` }}
          label={`datasheet of subproduct ${number}`}
          disabled={disabled || fields.length >= ITEM_LIMITS.datasheets}
          onPick={(url, item) => {
            onPickedDocument(url, item);
            append({ url, name: item.fileName.replace(/\.pdf$/i, "") });
          }}
        />
      </div>
    </SubproductFieldset>
  );
}
