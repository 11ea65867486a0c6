/**
 * Page copy for the public site. Each page lives in
 * app/content/pages/; this module re-exports them under one name.
 */
export { homePage } from "./pages/home.ts";
export { aboutPage } from "./pages/about.ts";
export { servicesPage } from "./pages/services.ts";
export type { ClosingCallToAction } from "./pages/types.ts";
