import { spawn } from "node:child_process";
import { delimiter, dirname } from "node:path";

export interface ExitResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Both streams in the order they were written, as a terminal shows them. */
  output: string;
}

/**
 * Runs a command to its end with only `env` (no inherited settings leak in), killing it
 * after `timeoutMs` so a hung process fails its test instead of the run.
 */
export function runToExit(
  command: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs: number,
): Promise<ExitResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env });
    let stdout = "";
    let stderr = "";
    let output = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
      output += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, output });
    });
  });
}

/** `npm run -s …` as the IT person runs it. */
export function npmRun(args: string[], env: Record<string, string>): Promise<ExitResult> {
  // This Node first: npm runs the script with the `node` it finds.
  const path = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ""}`;
  return runToExit("npm", ["run", "-s", ...args], { PATH: path, ...env }, 30_000);
}
