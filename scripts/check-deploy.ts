/**
 * `npm run check:deploy` (and a step of `npm test`): the deployment recipe of docs/deploy.md,
 * run. The app starts as the systemd unit starts it (production, TRUST_PROXY=1, SITE_URL
 * https), deploy/nginx/industrial-site.conf in front of it on ports 80 and 443 with a
 * self-signed certificate, and the site is checked as a visitor, an administrator and
 * Mozilla's HTTP Observatory meet it. Needs nginx and openssl, and ports 80 and 443 free.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rootCertificates, setDefaultCACertificates } from "node:tls";
import { installObservatory, observatory } from "./check-deploy/observatory.ts";
import { makeCertificate, renderNginx, startNginx } from "./check-deploy/proxy.ts";
import { runChecks } from "./check-deploy/visitor-checks.ts";
import { spawnServer } from "./support/run-server.ts";

if (spawnSync("nginx", ["-v"]).error) {
  if (process.env.CI) throw new Error("nginx is not installed (apt-get install nginx-light)");
  console.log("nginx is not installed: the deploy check is skipped (CI installs it)");
  process.exit(0);
}

verifyUnit();
// A stack left over from an earlier run would answer in this one's place.
for (const port of [80, 443, Number(process.env.DEPLOY_CHECK_PORT ?? 4391)])
  if (await listening(port)) throw new Error(`port ${port} is in use: stop what holds it first`);

// Installed while the app starts and the visitor checks run; awaited before the scan.
const scanner = installObservatory();
scanner.catch(() => undefined);
const dir = mkdtempSync(join(tmpdir(), "check-deploy-"));
const appPort = Number(process.env.DEPLOY_CHECK_PORT ?? 4391);
const admin = { email: "owner@deploy-check.test", password: "deploy-check-password-1" };
const { cert, key } = makeCertificate(dir);
setDefaultCACertificates([...rootCertificates, readFileSync(cert, "utf8")]);

const app = spawnServer(
  {
    ...process.env,
    BUILD_DIR: process.env.BUILD_DIR || "build",
    PORT: String(appPort),
    HOST: "127.0.0.1",
    TRUST_PROXY: "1",
    SITE_URL: "https://localhost",
    DATA_DIR: dir,
    DATABASE_URL: `sqlite:${join(dir, "site.db")}`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
  ["ignore", "ignore", "inherit"],
);
const nginx = startNginx(renderNginx(dir, { appPort, cert, key }));

let failed = false;
try {
  await waitFor(`http://127.0.0.1:${appPort}/healthz`);
  await waitFor("https://localhost/healthz");
  await runChecks({ origin: "https://localhost", ca: readFileSync(cert), admin });
  const scan = observatory(await scanner, "localhost", cert);
  console.log(`Observatory: ${scan.grade} (${scan.score})`);
  for (const line of scan.failed) console.log(`  - ${line}`);
  if (scan.grade !== "A+") throw new Error(`the Observatory grades the site ${scan.grade}`);
  console.log("✔ the deployment recipe serves the site over https, graded A+");
} catch (error) {
  failed = true;
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  nginx.kill("SIGQUIT");
  app.kill("SIGTERM");
  const stubborn = setTimeout(() => {
    nginx.kill("SIGKILL");
    app.kill("SIGKILL");
  }, 15_000);
  await Promise.all([once(nginx), once(app)]);
  clearTimeout(stubborn);
  if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/** systemd's own reading of the unit, with the install folder pointed at this checkout. */
function verifyUnit(): void {
  if (spawnSync("systemd-analyze", ["--version"]).error) return;
  const unitDir = mkdtempSync(join(tmpdir(), "check-unit-"));
  const unit = join(unitDir, "industrial-site.service");
  writeFileSync(
    unit,
    readFileSync("deploy/systemd/industrial-site.service", "utf8").replaceAll(
      "/opt/industrial-site/node_modules/.bin/node",
      process.execPath,
    ),
  );
  const result = spawnSync("systemd-analyze", ["verify", unit], { encoding: "utf8" });
  rmSync(unitDir, { recursive: true, force: true });
  const complaints = `${result.stdout}${result.stderr}`.trim();
  if (result.status !== 0 || complaints) throw new Error(`systemd-analyze verify: ${complaints}`);
  console.log("✔ systemd accepts deploy/systemd/industrial-site.service");
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function once(child: { exitCode: number | null; once(e: "exit", f: () => void): unknown }) {
  return child.exitCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => child.once("exit", r));
}
