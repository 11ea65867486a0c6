/** The records the API returns (DECISIONS.md section 2). */
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
  createdAt: string;
  updatedAt: string;
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
}

export interface Page<T> {
  items: T[];
  total: number;
}
