import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import { join } from "node:path";

/** A self-signed certificate for `localhost`, as certbot's files would be laid out. */
export function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, "fullchain.pem");
  const key = join(dir, "privkey.pem");
  const result = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"],
      ...["-days", "2", "-subj", "/CN=localhost", "-keyout", key, "-out", cert],
      ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
    ],
    { stdio: "pipe" },
  );
  if (result.status !== 0) throw new Error(`openssl failed: ${result.stderr.toString()}`);
  return { cert, key };
}

/**
 * deploy/nginx/industrial-site.conf exactly as docs/deploy.md installs it, with only what a
 * machine decides replaced: the domain, the certificate's files, the cache folder and the
 * app's port. Wrapped in a main configuration of its own so it runs without touching /etc.
 */
export function renderNginx(
  dir: string,
  options: { appPort: number; cert: string; key: string },
): string {
  const site = readFileSync("deploy/nginx/industrial-site.conf", "utf8")
    .replaceAll("/etc/letsencrypt/live/SITE_DOMAIN/fullchain.pem", options.cert)
    .replaceAll("/etc/letsencrypt/live/SITE_DOMAIN/privkey.pem", options.key)
    .replaceAll("SITE_DOMAIN", "localhost")
    .replaceAll("/var/cache/nginx/industrial-site", join(dir, "cache"))
    .replaceAll("/var/www/letsencrypt", join(dir, "acme"))
    .replaceAll("127.0.0.1:3000", `127.0.0.1:${options.appPort}`);
  if (site.includes("SITE_DOMAIN") || site.includes(":3000;"))
    throw new Error("deploy/nginx/industrial-site.conf changed shape: update renderNginx");
  for (const folder of ["cache", "acme", "body", "proxy"]) mkdirSync(join(dir, folder));
  writeFileSync(join(dir, "site.conf"), site);
  const main = join(dir, "nginx.conf");
  writeFileSync(
    main,
    // The workers run as this user: they write the cache into this run's private folder.
    `user ${userInfo().username};
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  types { text/html html; }
  default_type application/octet-stream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/body;
  uwsgi_temp_path ${dir}/body;
  scgi_temp_path ${dir}/body;
  include ${dir}/site.conf;
}
`,
  );
  const test = spawnSync("nginx", ["-t", "-c", main], { stdio: "pipe" });
  if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr.toString()}`);
  return main;
}

export function startNginx(config: string): ChildProcess {
  const nginx = spawn("nginx", ["-c", config], { stdio: ["ignore", "inherit", "inherit"] });
  nginx.on("exit", (code) => {
    if (code) console.error(`nginx exited with ${code}`);
  });
  return nginx;
}
