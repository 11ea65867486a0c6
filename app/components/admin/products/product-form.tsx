import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { CheckboxRow } from "../checkbox-row";
import { EditorFormFooter } from "../editor-form-footer";
import { SectionCard } from "../section-card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { ADDITIONAL_IMAGE_SLOTS, planItems, type ProductFormValues } from "~/domain/product-form";
import { ImageUrlRow } from "./image-url-row";
import { saveProduct } from "./save-product";
import { ItemsEditor } from "./items-editor";
import { useLibraryMemory, type LibraryDocument } from "./use-library-memory";

/** Server field names the form can point at; anything else is listed above the buttons. */
const FIELD_NAMES = ["title", "category", "imageUrl"] as const;

/** The Add and Edit product form; the save rules live in domain/product-form. */
export function ProductForm({
  initial,
  productId,
  mediaAlt,
  documents,
}: {
  initial: ProductFormValues;
  productId?: string;
  /** Alt text of the media library images the product uses, by URL. */
  mediaAlt?: Record<string, string>;
  /** File name and size of the library documents its items' datasheets are, by URL. */
  documents?: Record<string, LibraryDocument>;
}) {
  const library = useLibraryMemory(mediaAlt, documents);
  const navigate = useNavigate();
  const { control, register, handleSubmit, setError, setValue, formState } =
    useForm<ProductFormValues>({
      defaultValues: initial,
    });
  const { errors, isSubmitting } = formState;
  const imageUrl = useWatch({ control, name: "imageUrl" });
  const additional = useWatch({ control, name: "additionalImages" });

  const onSubmit = handleSubmit(async (values) => {
    // The items are checked with the API's own schema first (docs/decisions/081), loaded
    // with the first save rather than with the page.
    const { checkItems } = await import("~/domain/check-items");
    const checked = checkItems(values.subproducts);
    if (!checked.ok) {
      for (const [field, message] of Object.entries(checked.fieldErrors))
        setError(field as `subproducts.${number}.name`, { message });
      if (checked.otherErrors.length > 0)
        setError("root.server", { message: checked.otherErrors.join(" ") });
      return;
    }
    const result = await saveProduct(values, productId);
    if (result.ok) {
      navigate("/admin/products");
      return;
    }
    const shown = new Set<string>();
    const other = new Set<string>();
    const { formPath } = planItems(values.subproducts);
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      const known = FIELD_NAMES.find((name) => name === field);
      const itemField = field.startsWith("items.")
        ? formPath(field.split(".").slice(1))
        : undefined;
      if (itemField) {
        setError(itemField as `subproducts.${number}.name`, { message });
        shown.add(message);
      } else if (known) {
        setError(known, { message });
        shown.add(message);
      } else other.add(message);
    }
    // The main image also stands in for the images list: its message is not repeated.
    const rest = [...other].filter((message) => !shown.has(message));
    if (rest.length > 0) setError("root.server", { message: rest.join(" ") });
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-6" aria-busy={isSubmitting}>
      <SectionCard title="Basic Information" contentClassName="grid gap-4 sm:grid-cols-2">
        <FormField label="Product Name" error={errors.title?.message}>
          {(field) => <Input {...field} {...register("title")} required disabled={isSubmitting} />}
        </FormField>
        <FormField label="Category" error={errors.category?.message}>
          {(field) => (
            <Input {...field} {...register("category")} required disabled={isSubmitting} />
          )}
        </FormField>
        <CheckboxRow
          control={control}
          name="isNew"
          id="product-is-new"
          label="Mark as New Product"
          disabled={isSubmitting}
        />
      </SectionCard>

      <SectionCard
        title="Images"
        description="Choose images from the media library (or upload them there), or paste links to images (Google Drive share links work when shared with anyone who has the link)."
        contentClassName="grid gap-4"
      >
        <ImageUrlRow
          label="Main Image URL"
          error={errors.imageUrl?.message}
          registration={register("imageUrl")}
          required
          disabled={isSubmitting}
          url={imageUrl ?? ""}
          picture="main image"
          missingAlt={library.missingAlt(imageUrl)}
          onPick={(url, item) => {
            library.onPickedImage(url, item);
            setValue("imageUrl", url, { shouldDirty: true });
          }}
        />
        {Array.from({ length: ADDITIONAL_IMAGE_SLOTS }, (_, index) => (
          <ImageUrlRow
            key={index}
            label={`Additional Image ${index + 1} URL (optional)`}
            registration={register(`additionalImages.${index}`)}
            disabled={isSubmitting}
            url={additional?.[index] ?? ""}
            picture={`additional image ${index + 1}`}
            missingAlt={library.missingAlt(additional?.[index])}
            onPick={(url, item) => {
              library.onPickedImage(url, item);
              setValue(`additionalImages.${index}`, url, { shouldDirty: true });
            }}
          />
        ))}
      </SectionCard>

      <SectionCard
        title="Subproducts"
        description="Each name becomes an item of the category on the public site, with its own page: make, model, summary, specifications, pictures, datasheets, unit, MOQ, lead time and HSN code."
      >
        <ItemsEditor
          control={control}
          register={register}
          setValue={setValue}
          disabled={isSubmitting}
          {...library}
        />
      </SectionCard>

      <EditorFormFooter
        error={errors.root?.server?.message}
        busy={isSubmitting}
        listPath="/admin/products"
        saveLabel="Save Product"
      />
    </form>
  );
}
