import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { expectProblem } from "../support/fixtures.ts";
import { uploadForm } from "../support/images.ts";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

interface Company {
  name: string;
  tagline: string;
  whatsapp: string;
  logoUrl: string;
  lightLogoUrl: string;
  phones: { label: string; number: string }[];
  social: { label: string; url: string }[];
  map: { source: "address" | "link"; link: string };
}
interface Doc {
  version: number;
  content: { company: Company; footer: { blurb: string } };
}
interface LogoCheck {
  url: string | null;
  checked: boolean;
  ratio: number | null;
  readable: boolean;
  message: string | null;
}

/** A transparent logo with a block of `colour`, uploaded to the media library. */
async function logoPng(colour: string): Promise<Buffer> {
  const mark = await sharp({ create: { width: 300, height: 80, channels: 4, background: colour } })
    .png()
    .toBuffer();
  return sharp({
    create: { width: 400, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: mark, left: 50, top: 20 }])
    .png()
    .toBuffer();
}

/** The company details' cards publish their own fields (docs/decisions/091). */
describeEachDialect("Site content: a section's fields on their own", (dialect) => {
  const { admin, visitor } = useTestApp(dialect, { signIn: true });
  const current = async () => (await admin().get<Doc>("/api/admin/site")).body;
  const patch = (version: number, content: unknown) =>
    admin().patch<Doc>("/api/admin/site/sections/company", { version, content });

  test("two cards saved from the same version both land, each with only its own fields", async () => {
    const base = await current();
    const identity = await patch(base.version, { tagline: "Pumps and plants since 2022" });
    expect(identity.status).toBe(200);
    expect(identity.body.version).toBe(base.version + 1);
    // The social card was opened at the same version; its save must not undo the tagline.
    const social = await patch(base.version, {
      social: [{ label: "LinkedIn", url: "https://www.linkedin.com/company/vadtech-pumps" }],
    });
    expect(social.status).toBe(200);
    const after = await current();
    expect(after.content.company.tagline).toBe("Pumps and plants since 2022");
    expect(after.content.company.social).toHaveLength(1);
    expect(after.content.company.name).toBe(base.content.company.name);
    expect(after.content.footer).toEqual(base.content.footer);
    const [latest] = (await admin().get<{ summary: string }[]>("/api/admin/site/versions")).body;
    expect(latest?.summary).toMatch(/Company details › Social/);
  });

  test("the same field changed meanwhile is a conflict, and nothing is saved", async () => {
    const base = await current();
    expect((await patch(base.version, { whatsapp: "+91 90000 11111" })).status).toBe(200);
    const conflict = await patch(base.version, { whatsapp: "+91 92222 33333" });
    const body = expectProblem(conflict, 409) as unknown as { changes: { path: string }[] };
    expect(body.changes.map((c) => c.path)).toEqual(["company.whatsapp"]);
    expect((await current()).content.company.whatsapp).toBe("+91 90000 11111");
  });

  test("unknown and invalid fields are field errors; nothing else is checked or saved", async () => {
    const { version } = await current();
    const unknown = await patch(version, { nickname: "VT" });
    expect(expectProblem(unknown, 400).errors).toEqual({
      "content.nickname": "There is no such field",
    });
    const badLink = await patch(version, {
      map: { source: "link", link: "https://maps.app.goo.gl/AbC123" },
    });
    expect(expectProblem(badLink, 400).errors?.["content.map.link"]).toMatch(/short share link/);
    expectProblem(await patch(version, []), 400);
    expectProblem(
      await admin().patch("/api/admin/site/sections/nope", { version, content: {} }),
      404,
    );
    expect((await current()).version).toBe(version);
  });

  test("a pasted map link: the public API gives the embed made from it, and the address by default", async () => {
    const before = await visitor().get<{ map: Record<string, unknown> }>("/api/site");
    expect(before.body.map).toMatchObject({ source: "address", link: "" });
    expect(before.body.map.embedUrl).toMatch(/^https:\/\/www\.google\.com\/maps\?q=Shed/);
    const { version } = await current();
    const link =
      "https://www.google.com/maps/place/Vadtech/@22.26,73.19,17z/data=!3d22.2587!4d73.1934";
    expect((await patch(version, { map: { source: "link", link } })).status).toBe(200);
    const site = await visitor().get<{ map: Record<string, unknown>; company: unknown }>(
      "/api/site",
    );
    expect(site.body.map).toMatchObject({
      source: "link",
      link,
      embedUrl: "https://www.google.com/maps?q=22.2587%2C73.1934&z=17&output=embed",
      linkUrl: link,
      latitude: 22.2587,
      longitude: 73.1934,
    });
    expect(site.body.company).toMatchObject({ map: site.body.map });
  });

  test("content stored in the first shape of the map still reads, and saves", async () => {
    const doc = await current();
    const old = structuredClone(doc) as unknown as {
      version: number;
      content: { company: Record<string, unknown> };
    };
    old.content.company.map = {
      embedUrl: "https://www.google.com/maps?q=22.3,73.2&z=14&output=embed",
      linkUrl: "https://www.google.com/maps?q=22.3,73.2",
      title: "Our works",
      latitude: 22.3,
      longitude: 73.2,
    };
    delete old.content.company.lightLogoUrl;
    const saved = await admin().put<Doc>("/api/admin/site", old);
    expect(saved.status).toBe(200);
    expect(saved.body.content.company.map).toEqual({
      source: "link",
      link: "https://www.google.com/maps?q=22.3,73.2&z=14&output=embed",
    });
    expect(saved.body.content.company.lightLogoUrl).toBe("");
  });

  describe("the logo's contrast on the navy header", () => {
    let dark = "";
    let light = "";
    beforeAll(async () => {
      for (const [colour, set] of [
        ["#1e293b", (url: string) => (dark = url)],
        ["#f8fafc", (url: string) => (light = url)],
      ] as const) {
        const form = uploadForm(
          await logoPng(colour),
          `logo-${colour.slice(1)}.png`,
          "Logo",
          "image/png",
        );
        const response = await admin().request<{ url: string }>("POST", "/api/admin/media", {
          body: form,
        });
        expect(response.status).toBe(201);
        set(response.body.url);
      }
    });
    const check = (logoUrl: string, lightLogoUrl: string) =>
      admin().post<LogoCheck>("/api/admin/site/logo-contrast", { logoUrl, lightLogoUrl });

    test("a dark logo is hard to see on the navy; its light version is what counts when set", async () => {
      const darkOnly = await check(dark, "");
      expect(darkOnly.status).toBe(200);
      expect(darkOnly.body).toMatchObject({ url: dark, checked: true, readable: false });
      expect(darkOnly.body.message).toBe(
        "Your logo is dark and will be hard to see on the navy header — upload a light version.",
      );
      expect(darkOnly.body.ratio).toBeLessThan(3);
      const withLight = await check(dark, light);
      expect(withLight.body).toMatchObject({
        url: light,
        checked: true,
        readable: true,
        message: null,
      });
      expect(withLight.body.ratio).toBeGreaterThanOrEqual(3);
    });

    test("no logo, or one elsewhere on the web, is not held against the save", async () => {
      expect((await check("", "")).body).toMatchObject({ url: null, readable: true });
      const elsewhere = await check("https://cdn.example.com/logo.png", "");
      expect(elsewhere.body).toMatchObject({ checked: false, readable: true });
      expectProblem(await visitor().post("/api/admin/site/logo-contrast", { logoUrl: dark }), 401);
    });
  });
});
