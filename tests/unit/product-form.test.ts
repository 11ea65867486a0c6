import { describe, expect, test } from "vitest";
import { blankItem } from "../../app/domain/catalogue-items/blank-item.ts";
import { checkItems } from "../../app/domain/check-items.ts";
import {
  ADDITIONAL_IMAGE_SLOTS,
  emptyItemForm,
  emptyProductForm,
  ITEM_SPEC_ROWS_MAX,
  splitSubproducts,
  toProductForm,
  toProductPayload,
  type ItemFormValues,
  type ProductFormValues,
} from "../../app/domain/product-form.ts";
import { productInput } from "../../app/domain/schemas/product-input.ts";
import type { Product } from "../../app/domain/schemas/records.ts";

/** A media library document's URL (docs/decisions/084). */
const SHEET = "/media/0123456789abcdef0123-bv-100-datasheet.pdf";

function form(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    title: "Pumps & Plumbing",
    category: "Pumps",
    isNew: false,
    imageUrl: "/images/catalogue/pumps.svg",
    additionalImages: ["", "", ""],
    subproducts: [emptyItemForm("Centrifugal Pumps", "")],
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
  /** The payload of the form with these sub-product rows, each a name and an image. */
  const payloadWithRows = (...rows: Array<[name: string, image: string]>) =>
    toProductPayload(
      form({ subproducts: rows.map(([name, image]) => emptyItemForm(name, image)) }),
    );

  test("joins the trimmed sub-product names with a comma and a space", () => {
    const payload = payloadWithRows([" Centrifugal Pumps ", ""], ["Gate Valves", ""]);
    expect(payload.description).toBe("Centrifugal Pumps, Gate Valves");
  });

  test("drops rows whose name is blank, even when they carry an image", () => {
    const payload = payloadWithRows(
      ["  ", "https://cdn.example.com/orphan.jpg"],
      ["Gate Valves", ""],
      ["", ""],
    );
    expect(payload.description).toBe("Gate Valves");
    expect(payload).not.toHaveProperty("subproductImages");
  });

  test("maps names to images only for rows with both filled", () => {
    const payload = payloadWithRows(
      ["Centrifugal Pumps", " https://cdn.example.com/c.jpg "],
      ["Gate Valves", " "],
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
    expect(empty.subproducts).toEqual([emptyItemForm("", "")]);
    expect(empty.additionalImages).toEqual(["", "", ""]);
    expect(ADDITIONAL_IMAGE_SLOTS).toBe(3);
  });
});

describe("toProductForm (the edit form)", () => {
  test("rebuilds the sub-product rows from the description, with their images", () => {
    expect(toProductForm(product).subproducts).toEqual([
      emptyItemForm("Centrifugal Pumps", ""),
      emptyItemForm("Submersible Pumps", "https://cdn.example.com/submersible.jpg"),
      emptyItemForm("Gate Valves", ""),
    ]);
  });

  test("keeps at least one row when the description is empty", () => {
    expect(toProductForm({ ...product, description: "" }).subproducts).toEqual([
      emptyItemForm("", ""),
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
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = product;
    expect(payload).toEqual({
      ...fields,
      items: [
        expect.objectContaining({ name: "Centrifugal Pumps", images: [] }),
        expect.objectContaining({
          name: "Submersible Pumps",
          images: ["https://cdn.example.com/submersible.jpg"],
        }),
        expect.objectContaining({ name: "Gate Valves", images: [] }),
      ],
    });
  });
});

describe("splitSubproducts", () => {
  test("splits on commas, trims and drops empty names", () => {
    expect(splitSubproducts("A,  B ,, C ,")).toEqual(["A", "B", "C"]);
    expect(splitSubproducts("")).toEqual([]);
  });
});

describe("the items editor's rows (docs/decisions/081)", () => {
  /** A row named `name` with these specification rows, each a name and a value, and `fields`. */
  const rowWithSpecs = (
    name: string,
    specs: Array<[name: string, value: string]>,
    fields: Partial<ItemFormValues> = {},
  ): ItemFormValues => ({
    ...emptyItemForm(name),
    specs: specs.map(([name, value]) => ({ name, value })),
    ...fields,
  });

  const stored: Product = {
    ...product,
    description: "Butterfly Valves, wafer type, Gate Valves",
    items: [
      {
        id: "item-1",
        slug: "butterfly-valves-wafer-type",
        name: "Butterfly Valves, wafer type",
        make: "Acme",
        model: "BV-100",
        summary: "Wafer pattern.",
        specs: [{ name: "Size", value: "DN50–DN600" }],
        images: ["/a.png", "/b.png"],
        datasheets: [{ url: SHEET, name: "Datasheet" }],
        unit: "Nos",
        moq: "10",
        leadTime: "2 weeks",
        hsn: "8481",
      },
      { ...blankItem("Gate Valves", "item-2"), slug: "gate-valves" },
    ],
  };

  test("edits the stored items, a name with a comma staying one item", () => {
    const rows = toProductForm(stored).subproducts;
    expect(rows.map((row) => row.name)).toEqual(["Butterfly Valves, wafer type", "Gate Valves"]);
    expect(rows[1]!.images).toEqual([""]);
  });

  test("sends the items with their ids, slugs, details and datasheets", () => {
    const payload = toProductPayload(toProductForm(stored));
    expect(payload.items).toEqual([
      { ...stored.items![0] },
      { ...blankItem("Gate Valves", "item-2"), slug: "gate-valves" },
    ]);
    expect(payload.description).toBe("Butterfly Valves, wafer type, Gate Valves");
    expect(payload.subproductImages).toEqual({ "Butterfly Valves, wafer type": "/a.png" });
  });

  test("drops blank specification rows and blank pictures, trims the rest", () => {
    const row = rowWithSpecs(
      " Ball Valves ",
      [
        [" Size ", " DN50 "],
        [" ", ""],
      ],
      { images: ["", " /c.png "] },
    );
    const [item] = toProductPayload(form({ subproducts: [row] })).items!;
    expect(item).toMatchObject({ name: "Ball Valves", specs: [{ name: "Size", value: "DN50" }] });
    expect(item!.images).toEqual(["/c.png"]);
  });

  test("keeps a nameless row with details, so the shared schema asks for its name", () => {
    const rows = [
      emptyItemForm("Gate Valves"),
      emptyItemForm(""),
      { ...emptyItemForm(""), make: "Acme" },
    ];
    const checked = checkItems(rows);
    expect(checked).toEqual({
      ok: false,
      fieldErrors: { "subproducts.2.name": "Item name is required" },
      otherErrors: [],
    });
  });

  test("points specification and HSN errors at their fields, past dropped rows", () => {
    const row = rowWithSpecs(
      "Gate Valves",
      [
        ["", ""],
        ["Size", ""],
      ],
      { hsn: "84a" },
    );
    const checked = checkItems([emptyItemForm(""), row]);
    expect(checked).toEqual({
      ok: false,
      fieldErrors: {
        "subproducts.1.specs.1.value": "Specification value is required",
        "subproducts.1.hsn": "HSN code must be 4 to 8 digits",
      },
      otherErrors: [],
    });
    expect(checkItems([emptyItemForm("Gate Valves")])).toEqual({ ok: true });
  });

  test("points a bad picture at its own slot, past blank and repeated ones", () => {
    const row = { ...emptyItemForm("Gate Valves"), images: ["", "/a.png", " /a.png ", "ftp://x"] };
    expect(checkItems([emptyItemForm(""), row])).toEqual({
      ok: false,
      fieldErrors: {
        "subproducts.1.images.3": "Enter an absolute http(s) URL or a path starting with /",
      },
      otherErrors: [],
    });
  });

  test("shows an address problem at the item's name, the address having no field of its own", () => {
    const rows = [
      { ...emptyItemForm("Gate Valves"), slug: "gate-valves" },
      emptyItemForm(""),
      { ...emptyItemForm("Gate Valves, flanged"), slug: "gate-valves" },
      { ...emptyItemForm("Ball Valves"), slug: "Ball Valves" },
    ];
    expect(checkItems(rows)).toEqual({
      ok: false,
      fieldErrors: {
        "subproducts.2.name": "Another item of this category has this address",
        "subproducts.3.name": "Use lowercase letters, digits and hyphens",
      },
      otherErrors: [],
    });
  });

  test("a problem with a row's whole list has no field: it is shown apart", () => {
    const specs = Array.from({ length: ITEM_SPEC_ROWS_MAX + 1 }, (_, i) => ({
      name: `Size ${i}`,
      value: "DN50",
    }));
    expect(checkItems([{ ...emptyItemForm("Gate Valves"), specs }])).toEqual({
      ok: false,
      fieldErrors: {},
      otherErrors: [`At most ${ITEM_SPEC_ROWS_MAX} specification rows`],
    });
  });

  test("sends datasheet names trimmed and points a datasheet's errors at its own fields", () => {
    const row = {
      ...emptyItemForm("Gate Valves"),
      datasheets: [
        { url: SHEET, name: "  GV datasheet " },
        { url: "https://cdn.example.com/gv.pdf", name: "x".repeat(121) },
      ],
    };
    const [item] = toProductPayload(form({ subproducts: [emptyItemForm(""), row] })).items!;
    expect(item!.datasheets![0]).toEqual({ url: SHEET, name: "GV datasheet" });
    expect(checkItems([emptyItemForm(""), row])).toEqual({
      ok: false,
      fieldErrors: {
        "subproducts.1.datasheets.1.url": "Choose a PDF from the media library",
        "subproducts.1.datasheets.1.name": "Datasheet name must be at most 120 characters",
      },
      otherErrors: [],
    });
  });
});
