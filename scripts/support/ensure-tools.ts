import { spawnSync } from "node:child_process";

/** Installs Debian's packages for the load tools a benchmark runs (wrk, nginx) when missing. */
export function ensureTools(tools: ("wrk" | "nginx")[]): void {
  const missing = tools.filter(
    (tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0,
  );
  if (missing.length === 0) return;
  console.log(`Installing Debian's ${missing.join(", ")}`);
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  const packages = missing.map((tool) => (tool === "nginx" ? "nginx-light" : tool));
  const installed = spawnSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (installed.status !== 0) throw new Error(`Could not install ${packages.join(", ")}`);
}
