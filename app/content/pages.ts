/**
 * Page copy for the public site. Each page lives in
 * app/content/pages/; this module re-exports them under one name.
 */
export { homePage } from "./pages/home.ts";
export type { HomePage, HomeServiceCard, Testimonial } from "./pages/home.ts";
export { aboutPage } from "./pages/about.ts";
export type { AboutPage, CoreValueName, Industry, IndustryName } from "./pages/about.ts";
export { servicesPage, servicePageClosing } from "./pages/services.ts";
export type { ServicesPage } from "./pages/services.ts";
export { productsPage } from "./pages/products.ts";
export type { ProductsPage, TradingStep, TradingStepTitle } from "./pages/products.ts";
export { contactPage } from "./pages/contact.ts";
export type { ContactPage } from "./pages/contact.ts";
export type {
  CallToAction,
  ClosingCallToAction,
  HeroContent,
  IconCard,
  PageMeta,
} from "./pages/types.ts";
