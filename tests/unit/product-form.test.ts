import { describe, expect, test } from "vitest";
import {
  ADDITIONAL_IMAGE_SLOTS,
  emptyProductForm,
  splitSubproducts,
  toProductForm,
  toProductPayload,
  type ProductFormValues,
} from "../../app/domain/product-form.ts";
import { productInput } from "../../app/domain/schemas/product-input.ts";
import type { Product } from "../../app/domain/schemas/records.ts";

function form(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    title: "Pumps & Plumbing",
    category: "Pumps",
    isNew: false,
    imageUrl: "/images/catalogue/pumps.svg",
    additionalImages: ["", "", ""],
    subproducts: [{ name: "Centrifugal Pumps", imageUrl: "" }],
    ...overrides,
  };
}

const product: Product = {
  id: "prod-007",
  title: "Pumps & Plumbing",
  description: "Centrifugal Pumps, Submersible Pumps, Gate Valves",
  imageUrl: "/images/catalogue/pumps.svg",
  category: "Pumps",
  isNew: false,
  images: ["/images/catalogue/pumps.svg", "https://cdn.example.com/pumps-2.jpg"],
  subproductImages: { "Submersible Pumps": "https://cdn.example.com/submersible.jpg" },
  createdAt: "2024-01-01T00:00:00.000Z",
  updatedAt: "2024-01-01T00:00:00.000Z",
};

describe("toProductPayload (Add and Edit product)", () => {
  test("joins the trimmed sub-product names with a comma and a space", () => {
    const payload = toProductPayload(
      form({
        subproducts: [
          { name: " Centrifugal Pumps ", imageUrl: "" },
          { name: "Gate Valves", imageUrl: "" },
        ],
      }),
    );
    expect(payload.description).toBe("Centrifugal Pumps, Gate Valves");
  });

  test("drops rows whose name is blank, even when they carry an image", () => {
    const payload = toProductPayload(
      form({
        subproducts: [
          { name: "  ", imageUrl: "https://cdn.example.com/orphan.jpg" },
          { name: "Gate Valves", imageUrl: "" },
          { name: "", imageUrl: "" },
        ],
      }),
    );
    expect(payload.description).toBe("Gate Valves");
    expect(payload).not.toHaveProperty("subproductImages");
  });

  test("maps names to images only for rows with both filled", () => {
    const payload = toProductPayload(
      form({
        subproducts: [
          { name: "Centrifugal Pumps", imageUrl: " https://cdn.example.com/c.jpg " },
          { name: "Gate Valves", imageUrl: " " },
        ],
      }),
    );
    expect(payload.subproductImages).toEqual({
      "Centrifugal Pumps": "https://cdn.example.com/c.jpg",
    });
  });

  test("omits the image map when no row has an image", () => {
    expect(toProductPayload(form())).not.toHaveProperty("subproductImages");
  });

  test("drops blank additional images and keeps the others in order", () => {
    const payload = toProductPayload(
      form({ additionalImages: ["", " https://a.example/1.jpg ", "https://a.example/2.jpg"] }),
    );
    expect(payload.images).toEqual(["https://a.example/1.jpg", "https://a.example/2.jpg"]);
  });

  test("makes the images list just the main image when every additional slot is blank", () => {
    expect(toProductPayload(form({ additionalImages: ["", "  ", ""] })).images).toEqual([
      "/images/catalogue/pumps.svg",
    ]);
  });

  test("never carries an id, so creating lets the server make one", () => {
    const payload = toProductPayload(form());
    expect(payload).not.toHaveProperty("id");
    expect(payload).not.toHaveProperty("_id");
  });

  test("produces a payload the shared product schema accepts", () => {
    expect(productInput.safeParse(toProductPayload(form())).success).toBe(true);
  });
});

describe("emptyProductForm", () => {
  test("starts with one empty sub-product row and three empty image slots", () => {
    const empty = emptyProductForm();
    expect(empty.subproducts).toEqual([{ name: "", imageUrl: "" }]);
    expect(empty.additionalImages).toEqual(["", "", ""]);
    expect(ADDITIONAL_IMAGE_SLOTS).toBe(3);
  });
});

describe("toProductForm (the edit form)", () => {
  test("rebuilds the sub-product rows from the description, with their images", () => {
    expect(toProductForm(product).subproducts).toEqual([
      { name: "Centrifugal Pumps", imageUrl: "" },
      { name: "Submersible Pumps", imageUrl: "https://cdn.example.com/submersible.jpg" },
      { name: "Gate Valves", imageUrl: "" },
    ]);
  });

  test("keeps at least one row when the description is empty", () => {
    expect(toProductForm({ ...product, description: "" }).subproducts).toEqual([
      { name: "", imageUrl: "" },
    ]);
    expect(toProductForm({ ...product, description: " , ," }).subproducts).toHaveLength(1);
  });

  test("fills the additional slots with the stored images, padded to three", () => {
    expect(toProductForm(product).additionalImages).toEqual([
      "/images/catalogue/pumps.svg",
      "https://cdn.example.com/pumps-2.jpg",
      "",
    ]);
    const many = { ...product, images: ["/1.png", "/2.png", "/3.png", "/4.png"] };
    expect(toProductForm(many).additionalImages).toEqual(["/1.png", "/2.png", "/3.png"]);
  });

  test("shows empty slots when the images are just the main image", () => {
    const plain = { ...product, images: [product.imageUrl] };
    expect(toProductForm(plain).additionalImages).toEqual(["", "", ""]);
    expect(toProductPayload(toProductForm(plain)).images).toEqual([product.imageUrl]);
  });

  test("round-trips a product through the form unchanged, its images included", () => {
    const payload = toProductPayload(toProductForm(product));
    expect(payload).toEqual({
      title: product.title,
      category: product.category,
      description: product.description,
      imageUrl: product.imageUrl,
      isNew: product.isNew,
      images: product.images,
      subproductImages: product.subproductImages,
    });
  });
});

describe("splitSubproducts", () => {
  test("splits on commas, trims and drops empty names", () => {
    expect(splitSubproducts("A,  B ,, C ,")).toEqual(["A", "B", "C"]);
    expect(splitSubproducts("")).toEqual([]);
  });
});
