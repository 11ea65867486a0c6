import fc from "fast-check";
import { TestClient, type RequestTarget } from "../support/client.ts";
import { createOracle, type Violation } from "./oracle.ts";
import { operationsOf, type JsonSchema } from "./operations.ts";
import { requestArbitrary, type FuzzRequest, type KnownIds } from "./requests.ts";

export interface FuzzReport {
  requests: number;
  seed: number;
  seconds: number;
  byStatus: Record<number, number>;
  violations: Record<Violation, number>;
  examples: string[];
}

let addressCounter = 0;
const freshAddress = () => `fuzz-${process.pid}-${++addressCounter}`;

/**
 * Sends `requests` generated requests to every operation of the document, one after
 * another, as a visitor and as the administrator, with and without the CSRF header.
 */
export async function runFuzz(options: {
  app: RequestTarget;
  document: { paths: Record<string, never> } & Record<string, unknown>;
  requests: number;
  seed: number;
  known: KnownIds;
}): Promise<FuzzReport> {
  const { app, document } = options;
  const operations = operationsOf(document as never);
  const resolve = (ref: string) => {
    let node: unknown = document;
    for (const part of ref.replace(/^#\//, "").split("/")) {
      node = (node as Record<string, unknown>)[part.replace(/~1/g, "/").replace(/~0/g, "~")];
    }
    return node as JsonSchema;
  };
  const check = createOracle(document);
  const visitors = Array.from({ length: 40 }, () => new TestClient(app, freshAddress()));
  const admin = await new TestClient(app, freshAddress()).signIn();

  const report: FuzzReport = {
    requests: 0,
    seed: options.seed,
    seconds: 0,
    byStatus: {},
    violations: { "server error": 0, "undocumented status": 0, "not problem+json": 0, schema: 0 },
    examples: [],
  };
  const started = performance.now();
  const samples = fc.sample(requestArbitrary(operations, resolve, options.known), {
    numRuns: options.requests,
    seed: options.seed,
  });
  for (const [index, request] of samples.entries()) {
    const client = request.sender.startsWith("admin") ? admin : visitors[index % visitors.length]!;
    let response;
    try {
      response = await send(client, request);
    } catch (error) {
      // A JSON content type with a body that does not parse is a contract breach too.
      report.violations["not problem+json"] += 1;
      report.examples.push(
        `unreadable answer: ${request.operation.method} ${request.url}: ${String(error)}`,
      );
      continue;
    }
    report.requests += 1;
    report.byStatus[response.status] = (report.byStatus[response.status] ?? 0) + 1;
    const failure = check(request.operation, response);
    if (failure) {
      report.violations[failure.violation] += 1;
      if (report.examples.length < 20) {
        report.examples.push(
          `${failure.violation}: ${request.operation.method} ${request.url} (${request.sender}) → ${failure.detail}`,
        );
      }
    }
  }
  report.seconds = Math.round((performance.now() - started) / 1000);
  return report;
}

function send(client: TestClient, request: FuzzRequest) {
  const csrf = !request.sender.endsWith("no-csrf");
  const { method } = request.operation;
  if (!request.body) return client.request(method, request.url, { csrf });
  if ("json" in request.body)
    return client.request(method, request.url, { csrf, json: request.body.json });
  if ("form" in request.body) {
    const form = new FormData();
    for (const [name, value] of request.body.form) {
      if (typeof value === "string") form.append(name, value);
      else form.append(name, new Blob([new Uint8Array(value)]), "upload.bin");
    }
    return client.request(method, request.url, { csrf, body: form });
  }
  return client.request(method, request.url, {
    csrf,
    body: request.body.raw,
    headers: request.body.contentType ? { "content-type": request.body.contentType } : {},
  });
}
