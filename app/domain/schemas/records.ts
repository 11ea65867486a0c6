import type { QuoteLine } from "../quotes/quote-lines.ts";

/** The records the API returns. */
export type InboxStatus = "new" | "read" | "replied" | "spam";

export interface Product {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  category: string;
  isNew: boolean;
  images: string[];
  subproductImages?: Record<string, string>;
  /** Its items in order (docs/decisions/081); the list answer leaves them out. */
  items?: CatalogueItem[];
  createdAt: string;
  updatedAt: string;
}

/** One item of a category (docs/decisions/081): blank strings and empty lists when not set. */
export interface CatalogueItem {
  id: string;
  slug: string;
  name: string;
  make: string;
  model: string;
  summary: string;
  specs: Array<{ name: string; value: string }>;
  images: string[];
  datasheets: Array<{ url: string; name: string }>;
  unit: string;
  moq: string;
  leadTime: string;
  hsn: string;
}

/** An item with the category it belongs to: `GET /api/products/{id}/items/{slug}`. */
export interface CatalogueItemWithProduct extends CatalogueItem {
  productId: string;
  productTitle: string;
}

export interface ProductInquiry {
  id: string;
  name: string;
  email: string;
  phone: string;
  productRequirement: string;
  additionalInfo?: string;
  productId?: string;
  productTitle?: string;
  subproductName?: string;
  subject: string;
  message: string;
  status: InboxStatus;
  date: string;
}

export interface ServiceInquiry {
  id: string;
  name: string;
  email: string;
  phone: string;
  serviceName: string;
  serviceDetails: string;
  message?: string;
  status: InboxStatus;
  date: string;
}

/** A quote request (docs/decisions/083); the attachment's URL opens for owner and sales only. */
export interface QuoteRequest {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  company?: string;
  gstin?: string;
  location?: string;
  requiredBy?: string;
  message?: string;
  items: QuoteLine[];
  attachment?: { name: string; url: string; type: string; size: number };
  status: InboxStatus;
  date: string;
}

export interface ContactSubmission {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: InboxStatus;
  date: string;
}

export interface DashboardCounts {
  products: number;
  productInquiries: number;
  serviceInquiries: number;
  contacts: number;
  /** docs/decisions/083. */
  quoteRequests: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}
