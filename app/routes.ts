import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { ENQUIRY_KINDS } from "./domain/enquiries/enquiry-kinds.ts";
import { SERVICE_SLUGS } from "./domain/site/service-slugs.ts";

// Read top to bottom like docs/product.md's route table.
export default [
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("catalogue.pdf", "routes/catalogue[.]pdf.ts"),

  layout("routes/_site/layout.tsx", [
    index("routes/_site/home.tsx"),
    route("about", "routes/_site/about.tsx"),
    route("services", "routes/_site/services.tsx"),
    ...SERVICE_SLUGS.map((slug) =>
      route(`services/${slug}`, "routes/_site/service-page.tsx", { id: `service-${slug}` }),
    ),
    route("products", "routes/_site/products.tsx"),
    route("products/:categoryId", "routes/_site/products.$categoryId.tsx"),
    // docs/decisions/081: an item of a category.
    route("products/:categoryId/:itemSlug", "routes/_site/products.$categoryId.$itemSlug.tsx"),
    route("contact", "routes/_site/contact.tsx"),
    // docs/decisions/083: the quote list's form.
    route("quote", "routes/_site/quote.tsx"),
    // Case studies, after the original routes.
    route("projects", "routes/_site/projects.tsx"),
    route("projects/:slug", "routes/_site/projects.$slug.tsx"),
    // docs/decisions/090: the privacy notice and the terms, linked from the footer and the forms.
    route("privacy", "routes/_site/privacy.tsx"),
    route("terms", "routes/_site/terms.tsx"),
    // docs/decisions/082: the site search, out of the sitemap and not indexed.
    route("search", "routes/_site/search.tsx"),
    route("*", "routes/_site/not-found.tsx"),
  ]),

  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    route("login/second-factor", "routes/admin/login.second-factor.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    route("forgot-password", "routes/admin/forgot-password.tsx"),
    route("reset-password/:token", "routes/admin/reset-password.$token.tsx"),
    route("invite/:token", "routes/admin/invite.$token.tsx"),
    route("confirm-email/:token", "routes/admin/confirm-email.$token.tsx"),
    route("audit.csv", "routes/admin/audit[.]csv.ts"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("products/new", "routes/admin/products.new.tsx"),
      // Spreadsheet in and out for the items (docs/decisions/085).
      route("products/import", "routes/admin/products.import.tsx"),
      route("products/edit/:productId", "routes/admin/products.edit.$productId.tsx"),
      route("products/:productId", "routes/admin/products.$productId.tsx"),
      route("projects", "routes/admin/projects.tsx"),
      route("projects/new", "routes/admin/projects.new.tsx"),
      route("projects/:projectId", "routes/admin/projects.$projectId.tsx"),
      route("media", "routes/admin/media.tsx"),
      // One screen serves every kind of enquiry at /admin/{kind} (docs/decisions/080).
      ...ENQUIRY_KINDS.map((kind) =>
        route(kind, "routes/admin/inbox.tsx", { id: `admin-inbox-${kind}` }),
      ),
      route("leads", "routes/admin/leads.tsx"),
      route("leads/templates", "routes/admin/leads.templates.tsx"),
      route("leads/:kind/:id", "routes/admin/leads.$kind.$id.tsx"),
      route("site", "routes/admin/site.tsx"),
      route("site/history", "routes/admin/site.history.tsx"),
      route("site/company", "routes/admin/site.company.tsx"),
      route("site/:section", "routes/admin/site.$section.tsx"),
      route("team", "routes/admin/team.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("privacy", "routes/admin/privacy.tsx"),
      route("privacy/retention", "routes/admin/privacy.retention.tsx"),
      route("backups", "routes/admin/backups.tsx"),
      route("account", "routes/admin/account.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
