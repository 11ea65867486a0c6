import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config.ts";
import { openSignedIn } from "./support.ts";
import { signInAt, startSite, type SiteInstance } from "./site-instance.ts";

/**
 * The owner's Backups screen (docs/decisions/088): the shared server has no BACKUP_DIR and says
 * how to set one; a server with one backs up on demand and asks the password again before a
 * download.
 */
test("without BACKUP_DIR the screen says how to set it, and cannot back up", async ({
  page,
  baseURL,
}) => {
  await openSignedIn(page, baseURL!, "/admin/backups");
  await expect(page.getByRole("heading", { level: 1, name: "Backups" })).toBeVisible();
  await expect(page.getByText("No backup folder is set")).toBeVisible();
  await expect(page.getByRole("button", { name: "Back up now" })).toBeDisabled();
});

test.describe("with BACKUP_DIR", () => {
  let site: SiteInstance;
  let backupDir: string;
  test.beforeEach(async () => {
    backupDir = await mkdtemp(join(tmpdir(), "site-e2e-backups-"));
    site = await startSite({ BACKUP_DIR: backupDir, BACKUP_KEEP: "3" });
  });
  test.afterEach(async () => {
    await site?.stop();
    await rm(backupDir, { recursive: true, force: true });
  });

  test("'Back up now' adds a row; the download asks the password again and is audited", async ({
    page,
  }) => {
    await signInAt(page, site);
    await page.goto(`${site.url}/admin/backups`);
    await expect(page.getByText(`kept in ${backupDir}: the newest 3`)).toBeVisible();
    // The controls work once the page is hydrated: a click before that would do nothing.
    await page.waitForLoadState("networkidle");
    // The day's backup may already be written at start; the button adds one more either way.
    const rows = page.getByRole("table").getByRole("row");
    const before = (await rows.count()) === 0 ? 0 : (await rows.count()) - 1;

    await page.getByRole("button", { name: "Back up now" }).click();
    await expect(page.getByText("Backup written")).toBeVisible();
    await expect(rows).toHaveCount(before + 2);
    const name = (await rows.nth(1).getByRole("cell").nth(1).textContent())!;
    expect(name).toMatch(/\.jsonl\.gz$/);

    await page.getByRole("button", { name: `Download ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Download the backup" });
    await dialog.getByLabel("Your password").fill("not-the-password");
    await dialog.getByRole("button", { name: "Download" }).click();
    await expect(dialog.getByText("The password or code is not correct.")).toBeVisible();

    await dialog.getByLabel("Your password").fill(E2E_ADMIN.password);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    await expect(dialog).toBeHidden();
    // The file is the backup: gzip'd JSON lines, the same bytes as in the folder.
    const saved = await readFile((await download.path())!);
    expect(saved.equals(await readFile(join(backupDir, name)))).toBe(true);
    expect(gunzipSync(saved).toString("utf8").split("\n")[0]).toContain("{");

    const audit = await page.request.get(`${site.url}/api/admin/audit?limit=50`);
    const actions = JSON.stringify(await audit.json());
    expect(actions).toContain("backup.create");
    expect(actions).toContain("backup.download");
  });
});
