import { itemPath } from "../catalogue-items/item-path.ts";
import type { Project } from "../projects/project-input.ts";
import type { CatalogueItem } from "../schemas/records.ts";
import type { ServicesContent } from "../site/page-schemas.ts";
import { serviceViews } from "../site/service-view.ts";
import { indexTerms } from "./search-text.ts";

/**
 * What the search index holds for each thing a visitor can find (docs/decisions/082): its
 * name, its particulars (make, model, specifications; a service's capabilities; a project's
 * client, place and year) and its description, ranked in that order. The display texts feed
 * the snippets; the `*Terms` are the folded words the databases match.
 */

export const SEARCH_TYPES = ["item", "category", "service", "project"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface SearchDocument {
  /** One per thing found: `item:<id>`, `category:<id>`, `service:<slug>`, `project:<id>`. */
  docKey: string;
  /** What the document is rewritten with: `product:<id>`, `project:<id>`, `services`. */
  owner: string;
  type: SearchType;
  title: string;
  url: string;
  /** Where it belongs, shown beside the title: an item's category, a project's client. */
  context: string;
  details: string;
  body: string;
  nameTerms: string;
  detailsTerms: string;
  bodyTerms: string;
}

const joined = (parts: Array<string | undefined>) =>
  parts.filter((part): part is string => !!part?.trim()).join(" · ");

export interface CategorySource {
  id: string;
  title: string;
  category: string;
}

export const productOwner = (productId: string) => `product:${productId}`;
export const projectOwner = (projectId: string) => `project:${projectId}`;
export const SERVICES_OWNER = "services";

/** A category and its items: rewritten together whenever the category is saved. */
export function categoryDocuments(
  product: CategorySource,
  items: CatalogueItem[],
): SearchDocument[] {
  const owner = productOwner(product.id);
  const itemNames = items.map((item) => item.name).join(", ");
  const category: SearchDocument = {
    docKey: `category:${product.id}`,
    owner,
    type: "category",
    title: product.title,
    url: `/products/${encodeURIComponent(product.id)}`,
    context: product.category,
    details: product.category,
    body: itemNames,
    nameTerms: indexTerms(product.title),
    detailsTerms: indexTerms(product.category),
    bodyTerms: indexTerms(itemNames),
  };
  return [category, ...items.map((item) => itemDocument(product, item))];
}

function itemDocument(product: CategorySource, item: CatalogueItem): SearchDocument {
  const specs = item.specs.map((spec) => `${spec.name}: ${spec.value}`);
  const details = joined([item.make, item.model, ...specs, item.hsn && `HSN ${item.hsn}`]);
  return {
    docKey: `item:${item.id}`,
    owner: productOwner(product.id),
    type: "item",
    title: item.name,
    url: itemPath(product.id, item.slug),
    context: product.title,
    details,
    body: item.summary,
    nameTerms: indexTerms(item.name),
    detailsTerms: indexTerms(details),
    // The category's name too: "pump" finds the items of "Pumps & Plumbing", below the pumps named so.
    bodyTerms: indexTerms(item.summary, product.title),
  };
}

export type ProjectSource = Pick<
  Project,
  | "id"
  | "slug"
  | "title"
  | "clientIndustry"
  | "location"
  | "year"
  | "summary"
  | "body"
  | "outcome"
  | "published"
>;

/** A published project; a hidden one is not found. */
export function projectDocuments(project: ProjectSource): SearchDocument[] {
  if (!project.published) return [];
  const details = joined([project.clientIndustry, project.location, String(project.year)]);
  const body = joined([project.summary, project.body, project.outcome]);
  return [
    {
      docKey: `project:${project.id}`,
      owner: projectOwner(project.id),
      type: "project",
      title: project.title,
      url: `/projects/${encodeURIComponent(project.slug)}`,
      context: details,
      details,
      body,
      nameTerms: indexTerms(project.title),
      detailsTerms: indexTerms(details),
      bodyTerms: indexTerms(body),
    },
  ];
}

/** The five service pages, from the published site content. */
export function serviceDocuments(services: ServicesContent): SearchDocument[] {
  return serviceViews(services).map((service) => {
    const details = joined([...service.capabilities, ...service.productGroups]);
    const body = joined([
      service.summary,
      ...service.description,
      ...service.solutions.map((solution) => joined([solution.title, solution.description])),
    ]);
    return {
      docKey: `service:${service.slug}`,
      owner: SERVICES_OWNER,
      type: "service",
      title: service.pageTitle,
      url: service.path,
      context: "",
      details,
      body,
      nameTerms: indexTerms(service.name, service.pageTitle),
      detailsTerms: indexTerms(details),
      bodyTerms: indexTerms(body, service.heroSubtitle),
    };
  });
}
