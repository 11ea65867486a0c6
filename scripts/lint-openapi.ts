/**
 * `npm run lint:openapi`: writes the OpenAPI document the server serves (built from the
 * same endpoint declarations) to a temporary file and lints it with Redocly's recommended
 * rules (redocly.yaml). Fails on any error or warning.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { endpoints } from "../server/api/index.ts";
import { buildOpenApiDocument } from "../server/api/openapi.ts";

const folder = mkdtempSync(join(tmpdir(), "openapi-"));
const file = join(folder, "openapi.json");
writeFileSync(file, JSON.stringify(buildOpenApiDocument(endpoints), null, 2));
const result = spawnSync("npx", ["redocly", "lint", file, "--max-problems=50"], {
  encoding: "utf8",
});
rmSync(folder, { recursive: true, force: true });
const output = `${result.stdout}${result.stderr}`;
process.stdout.write(output);
const clean = result.status === 0 && !/You have \d+ warnings?/.test(output);
if (!clean) {
  console.error("OpenAPI lint: the document must have 0 errors and 0 warnings.");
  process.exit(1);
}
