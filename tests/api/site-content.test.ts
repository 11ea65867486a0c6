import { expect, test } from "vitest";
import { expectFieldError, expectProblem } from "../support/fixtures.ts";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

interface Doc {
  version: number;
  content: {
    company: { name: string; phones: { label: string; number: string }[]; whatsapp: string };
    about: { vision: { paragraphs: string[] } };
    testimonials: { items: { author: string; hidden: boolean }[] };
    footer: { blurb: string };
  };
}

describeEachDialect("Site content API", (dialect) => {
  const { admin, visitor } = useTestApp(dialect, { signIn: true });
  const current = async () => (await admin().get<Doc>("/api/admin/site")).body;

  test("answers 401 without a session and 403 without the CSRF header", async () => {
    expectProblem(await visitor().get("/api/admin/site"), 401);
    expectProblem(await visitor().put("/api/admin/site", { version: 1, content: {} }), 401);
    const doc = await current();
    const response = await admin().put("/api/admin/site", doc, { csrf: false });
    expectProblem(response, 403);
  });

  test("GET /api/admin/site gives the seeded content with its version", async () => {
    const doc = await current();
    expect(doc.version).toBeGreaterThanOrEqual(1);
    expect(doc.content.company.name).toBe("Vadtech Industrial Solutions");
    expect(doc.content.company.phones[0]).toEqual({ label: "Office", number: "+91 265 234 5678" });
  });

  test("PUT publishes a new version that GET /api/site shows to anyone", async () => {
    const doc = await current();
    doc.content.company.phones[1] = { label: "Sales (mobile)", number: "+91 99887 76655" };
    const response = await admin().put<Doc>("/api/admin/site", doc);
    expect(response.status).toBe(200);
    expect(response.body.version).toBe(doc.version + 1);
    const site = await visitor().get("/api/site");
    expect(site.status).toBe(200);
    expect(site.body.phones[1].number).toBe("+91 99887 76655");
    expect(site.body.company.phones[1].number).toBe("+91 99887 76655");
    expect(site.body.version).toBe(doc.version + 1);
  });

  test("a stale version gets 409 that says what changed meanwhile, and nothing is saved", async () => {
    const base = await current();
    const first = structuredClone(base);
    first.content.company.whatsapp = "+91 90000 11111";
    expect((await admin().put("/api/admin/site", first)).status).toBe(200);
    const second = structuredClone(base);
    second.content.footer.blurb = "A blurb that must not be saved.";
    const conflict = await admin().put("/api/admin/site", second);
    const body = expectProblem(conflict, 409) as unknown as {
      detail: string;
      currentVersion: number;
      changes: { path: string }[];
    };
    expect(body.currentVersion).toBe(base.version + 1);
    expect(body.detail).toMatch(/Company details › Whatsapp/);
    expect(body.changes.map((c) => c.path)).toContain("company.whatsapp");
    expect((await current()).content.footer.blurb).not.toBe("A blurb that must not be saved.");
  });

  test("every save is a new version, even one that changes nothing", async () => {
    const doc = await current();
    const saved = await admin().put<Doc>("/api/admin/site", doc);
    expect(saved.body.version).toBe(doc.version + 1);
    const [latest] = (await admin().get<{ summary: string }[]>("/api/admin/site/versions")).body;
    expect(latest?.summary).toBe("Saved without changes");
    expectProblem(await admin().put("/api/admin/site", doc), 409);
  });

  test("two parallel saves from one version: exactly one wins", async () => {
    const base = await current();
    const edits = ["+91 91111 22222", "+91 93333 44444"].map((number) => {
      const doc = structuredClone(base);
      doc.content.company.phones[0]!.number = number;
      return admin().put("/api/admin/site", doc);
    });
    const statuses = (await Promise.all(edits)).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
  });

  test("a section save merges when another section changed meanwhile, and conflicts on the same one", async () => {
    const base = await current();
    const about = structuredClone(base.content.about);
    about.vision.paragraphs[0] = "Our new story.";
    expect(
      (
        await admin().put("/api/admin/site/sections/about", {
          version: base.version,
          content: about,
        })
      ).status,
    ).toBe(200);
    const company = { ...base.content.company, name: "Vadtech Engineering" };
    const merged = await admin().put<Doc>("/api/admin/site/sections/company", {
      version: base.version,
      content: company,
    });
    expect(merged.status).toBe(200);
    expect(merged.body.content.about.vision.paragraphs[0]).toBe("Our new story.");
    const again = { ...base.content.about, vision: { ...base.content.about.vision } };
    const conflict = await admin().put("/api/admin/site/sections/about", {
      version: base.version,
      content: again,
    });
    expectProblem(conflict, 409);
  });

  test("rejects invalid phone, GSTIN, e-mail and URL with field errors", async () => {
    const { version, content } = await current();
    const company = {
      ...content.company,
      phones: [{ label: "Office", number: "12345" }],
      gstin: "24ABCDE1234",
      emails: [{ label: "Sales", address: "not-an-email" }],
      social: [{ label: "LinkedIn", url: "linkedin" }],
    };
    const response = await admin().put("/api/admin/site/sections/company", {
      version,
      content: company,
    });
    expectFieldError(
      response,
      "content.phones.0.number",
      "Enter an Indian phone number, e.g. +91 98765 43210, 0265 234 5678 or 1800 123 4567",
    );
    const errors = (response.body as { errors: Record<string, string> }).errors;
    expect(errors["content.gstin"]).toMatch(/15 characters/);
    expect(errors["content.emails.0.address"]).toBe("Enter a valid e-mail address");
    expect(errors["content.social.0.url"]).toMatch(/https:\/\//);
    expectProblem(
      await admin().put("/api/admin/site/sections/nope", { version, content: {} }),
      404,
    );
  });

  test("lists versions with who and what, and restores an earlier one as a new version", async () => {
    const list = await admin().get<{ version: number; by: string; summary: string; at: string }[]>(
      "/api/admin/site/versions",
    );
    expect(list.status).toBe(200);
    expect(Number(list.headers.get("x-total-count"))).toBe(list.body.length);
    expect(list.body[0]!.by).toBe("admin@example.com");
    expect(list.body.at(-1)).toMatchObject({ version: 1, by: "system" });
    const details = await admin().get<{ changes: { path: string }[] }>(
      `/api/admin/site/versions/${list.body[0]!.version}`,
    );
    expect(details.body.changes.length).toBeGreaterThan(0);

    const restored = await admin().post<Doc>("/api/admin/site/versions/1/restore");
    expect(restored.status).toBe(200);
    expect(restored.body.version).toBe(list.body[0]!.version + 1);
    expect(restored.body.content.company.phones[1]!.number).toBe("+91 98765 43210");
    expect((await visitor().get("/api/site")).body.name).toBe("Vadtech Industrial Solutions");
    expectProblem(await admin().post("/api/admin/site/versions/999/restore"), 404);
  });

  test("a draft is what the editor gets back, never what the public API shows", async () => {
    const { version, content } = await current();
    const footer = { blurb: "Draft blurb for preview." };
    const saved = await admin().put("/api/admin/site/draft/footer", { version, content: footer });
    expect(saved.status).toBe(200);
    const editing = await admin().get<Doc & { draft: unknown }>("/api/admin/site");
    expect(editing.body.content.footer.blurb).toBe("Draft blurb for preview.");
    expect(editing.body.draft).toMatchObject({ by: "admin@example.com" });
    expect(editing.body.version).toBe(version);
    expect(JSON.stringify((await visitor().get("/api/site")).body)).not.toContain("Draft blurb");
    expect((await admin().delete("/api/admin/site/draft")).status).toBe(200);
    expect((await current()).content.footer.blurb).toBe(content.footer.blurb);
  });

  test("every site route is in the OpenAPI document with an operationId", async () => {
    const doc = (await visitor().get("/api/openapi.json")).body as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(doc.paths["/api/admin/site"]?.put?.operationId).toBe("publishSiteContent");
    expect(doc.paths["/api/admin/site/versions/{version}/restore"]?.post?.operationId).toBe(
      "restoreSiteVersion",
    );
    expect(doc.paths["/api/site"]?.get?.operationId).toBe("getPublicSite");
  });
});
