/**
 * How long a catalogue item's texts and lists may be (docs/decisions/081): the item schema
 * (catalogue-item-input.ts) enforces them, the admin form and the spreadsheet's notes show
 * them. Apart from the schema so those screens load no zod.
 */
export const ITEM_LIMITS = {
  items: 100,
  name: 120,
  slug: 80,
  make: 100,
  model: 100,
  summary: 2000,
  specs: 40,
  specName: 80,
  specValue: 300,
  images: 12,
  datasheets: 10,
  datasheetName: 120,
  unit: 30,
  moq: 40,
  leadTime: 60,
} as const;
