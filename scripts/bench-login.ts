/**
 * `npm run bench:login`: sign-in under attack (decisions 036 and 037). A real
 * server on SQLite; 100 wrong logins at once from one address, then from 100 addresses
 * (through TRUST_PROXY), each with a page request in the middle; then the owner signs in.
 * Writes the figures into docs/performance-api.md. Measures; asserts nothing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prepareDatabase } from "../server/bootstrap.ts";
import { createLogger } from "../server/logger.ts";
import { csrfToken } from "./support/admin-sign-in.ts";
import { writeDocSection } from "./support/doc-section.ts";
import { listen } from "./support/listen.ts";
import { appWithAdministrator } from "./support/script-app.ts";

const OWNER = { email: "owner@example.com", password: "owner-password-123" };
const folder = mkdtempSync(join(tmpdir(), "bench-login-"));
const runtime = await prepareDatabase(
  { DATABASE_URL: `sqlite:${join(folder, "bench.db")}` },
  createLogger("silent"),
);
const app = await appWithAdministrator(runtime.services, OWNER, {
  secret: "bench-secret-".repeat(4),
  trustProxy: "loopback",
});
const { server, origin: base } = await listen(app);

async function login(address: string, password: string) {
  const token = await csrfToken(base);
  const cookie = `XSRF-TOKEN=${token}`;
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie,
      "x-xsrf-token": token,
      "x-forwarded-for": address,
    },
    body: JSON.stringify({ email: OWNER.email, password }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function burst(label: string, addressOf: (n: number) => string) {
  const hashed = runtime.services.auth.hashStats().started;
  const attempts = Promise.all(
    Array.from({ length: 100 }, (_, n) => login(addressOf(n), "wrong password")),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  const pageStarted = performance.now();
  await (await fetch(`${base}/api/products`)).arrayBuffer();
  const pageMs = performance.now() - pageStarted;
  const results = await attempts;
  const count = (status: number) => results.filter((r) => r.status === status).length;
  const hashedInBurst = runtime.services.auth.hashStats().started - hashed;
  const owner = await login("203.0.113.250", OWNER.password);
  return {
    label,
    hashed: hashedInBurst,
    s401: count(401),
    s429: count(429),
    s503: count(503),
    pageMs: Math.round(pageMs),
    slowestMs: Math.round(Math.max(...results.map((r) => r.ms))),
    owner: `${owner.status} in ${Math.round(owner.ms)} ms`,
  };
}

const rows = [
  await burst("100 wrong logins from one address", () => "198.51.100.7"),
  await burst("100 wrong logins from 100 addresses", (n) => `192.0.2.${n + 1}`),
];
server.close();
await runtime.handle.close();
rmSync(folder, { recursive: true, force: true });

const table = [
  "| Burst | Hashed | 401 | 429 | 503 | Page during burst | Slowest answer | Owner, from another address, after |",
  "|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.label} | ${r.hashed} | ${r.s401} | ${r.s429} | ${r.s503} | ${r.pageMs} ms | ${r.slowestMs} ms | ${r.owner} |`,
  ),
].join("\n");
console.log(table);

const doc = "docs/performance-api.md";
const heading = "## Sign-in under attack";
const section = `${heading}

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:login\` (scripts/bench-login.ts): a
real server on SQLite, 100 wrong passwords for the owner sent at once, a page requested 50 ms
into the burst, then the owner signing in from an address of their own. Decisions 036 and 037.

${table}

From one address the pair limit lets five attempts reach scrypt; the rest are refused before
any hash. From 100 addresses each may try, so the hash queue (2 running, 8 waiting) turns the
excess away with 503 rather than letting it take the thread pool; the page does not wait.
`;
writeDocSection(doc, heading, section);
