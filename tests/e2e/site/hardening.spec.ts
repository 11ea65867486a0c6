import { request as httpRequest } from "node:http";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config.ts";
import { signIn } from "../admin/support.ts";

/** A raw request, so that the Host header is the one we say (browsers and fetch will not). */
function rawGet(baseURL: string, path: string, headers: Record<string, string>) {
  const url = new URL(path, baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: "GET", headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Signs an API request context in; its cookies then go with every request it makes. */
async function signInRequest(request: APIRequestContext) {
  await request.get("/api/admin/check-auth");
  const { cookies } = await request.storageState();
  const token = cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  const login = await request.post("/api/admin/login", {
    data: E2E_ADMIN,
    headers: { "X-XSRF-TOKEN": token },
  });
  expect(login.status()).toBe(200);
}

const ADMIN_PAGES = [
  "/admin",
  "/admin/products",
  "/admin/products/new",
  "/admin/products/prod-001",
  "/admin/products/edit/prod-001",
  "/admin/inquiries",
  "/admin/service-inquiries",
  "/admin/contacts",
];

const PAGE_ROUTES = [
  "/",
  "/about",
  "/services",
  "/services/trading",
  "/products",
  "/products/prod-001",
  "/contact",
  "/no-such-page",
  "/admin/login",
];

test.describe("deployment hardening", () => {
  test("a forged Host header never reaches canonical links, sharing tags, the sitemap or robots.txt", async ({
    baseURL,
  }) => {
    const forged = { Host: "evil.example", "X-Forwarded-Host": "evil.example" };
    const origin = new URL(baseURL!).origin;
    for (const path of ["/", "/products/prod-001", "/sitemap.xml", "/robots.txt"]) {
      const { status, body } = await rawGet(baseURL!, path, forged);
      expect(status, path).toBe(200);
      expect(body, path).not.toContain("evil.example");
      expect(body, path).toContain(origin);
    }
    const home = await rawGet(baseURL!, "/", forged);
    expect(home.body).toContain(`<link rel="canonical" href="${origin}/"`);
  });

  test("HEAD answers every page with the status and Content-Type of its GET", async ({
    request,
  }) => {
    const compare = async (paths: string[]) => {
      for (const path of paths) {
        const get = await request.get(path, { maxRedirects: 0 });
        const head = await request.head(path, { maxRedirects: 0 });
        expect(head.status(), path).toBe(get.status());
        expect(head.headers()["content-type"], path).toBe(get.headers()["content-type"]);
      }
    };
    // Signed out, the back-office pages redirect to the login page.
    await compare([...PAGE_ROUTES, "/sitemap.xml", "/robots.txt", ...ADMIN_PAGES]);
    expect((await request.head("/")).headers()["content-type"]).toMatch(/^text\/html/);
    await signInRequest(request);
    await compare(ADMIN_PAGES);
    expect((await request.head("/admin/products")).headers()["content-type"]).toMatch(
      /^text\/html/,
    );
  });

  test("back-office pages, their .data navigations and the admin API are never stored", async ({
    request,
  }) => {
    const anonymous = await request.get("/admin/login");
    expect(anonymous.headers()["cache-control"]).toBe("no-store");
    const redirected = await request.get("/admin/products", { maxRedirects: 0 });
    expect(redirected.status()).toBe(302);
    expect(redirected.headers()["cache-control"]).toBe("no-store");

    await signInRequest(request);
    for (const path of ["/admin", "/admin/products", "/admin/contacts", "/admin/products.data"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("no-store");
    }
    for (const path of ["/api/admin/check-auth", "/api/contacts", "/api/admin/no-such-thing"]) {
      const response = await request.get(path);
      expect(response.headers()["cache-control"], path).toBe("no-store");
    }
    // The public site may still be cached.
    expect((await request.get("/about")).headers()["cache-control"]).not.toBe("no-store");
  });

  test("Back after logout does not show the products list", async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    // Two pages with data, so that Back has one to go to (logout replaces the current entry).
    await page.goto("/admin/contacts");
    await page.goto("/admin/products");
    await expect(
      page.getByRole("heading", { level: 1, name: "Products Management" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/admin/login");
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByRole("heading", { name: "Contact Messages" })).toHaveCount(0);
    await expect(page.getByRole("table")).toHaveCount(0);
  });
});
