import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/**
 * nginx on this machine serving the very bytes our server answered, from disk, one worker:
 * the reference for "static speed".
 */
export async function startNginx(
  port: number,
  files: Record<string, Buffer>,
): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  // mkdtemp makes the folder private to root; nginx's workers run as another user and would
  // answer every request 404 (try_files counts an unreadable file as missing).
  chmodSync(dir, 0o755);
  const root = join(dir, "root");
  for (const [path, bytes] of Object.entries(files)) {
    const file = join(root, path, "index.html");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  const config = join(dir, "nginx.conf");
  writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  default_type text/html;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri/index.html =404; }
  }
}
`,
  );
  const child: ChildProcess = spawn("nginx", ["-c", config, "-p", dir], { stdio: "inherit" });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    const ok = await fetch(`${url}/`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) {
      // The reference must be the same bytes, not an error page: checked before any figure.
      for (const [path, bytes] of Object.entries(files)) {
        const served = await fetch(`${url}${path}`);
        const body = Buffer.from(await served.arrayBuffer());
        if (served.status !== 200 || !body.equals(bytes)) {
          child.kill();
          throw new Error(`nginx answered ${path} with ${served.status}, not the page's bytes`);
        }
      }
      return { url, stop: () => child.kill("SIGTERM") };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("nginx did not start");
}
