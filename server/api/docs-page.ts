import { html, raw } from "hono/html";

interface OperationView {
  method: string;
  path: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, unknown>>;
  responses?: Record<string, { description?: string }>;
}

/**
 * A readable API reference rendered on the server from the OpenAPI document.
 * Hosted viewers (Swagger UI, Scalar) load scripts from a CDN, which the
 * Content-Security-Policy and offline machines both rule out.
 */
export function renderDocsPage(document: { paths?: Record<string, Record<string, unknown>> }) {
  const operations: OperationView[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({ method, path, ...(operation as Omit<OperationView, "method" | "path">) });
    }
  }
  const rows = operations.map((op) => {
    const access = op.security?.some((s) => "session" in s) ? "admin" : "anyone";
    const statuses = Object.entries(op.responses ?? {}).map(
      ([code, r]) => html`<li><code>${code}</code> ${r.description ?? ""}</li>`,
    );
    return html`<tr>
      <td><code class="m ${op.method}">${op.method.toUpperCase()}</code></td>
      <td><code>${op.path}</code></td>
      <td>
        ${op.summary ?? ""}
        <ul>
          ${statuses}
        </ul>
      </td>
      <td>${access}</td>
    </tr>`;
  });
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>API reference</title>
        <style>
          ${raw(`body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem;color:#0f172a}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:.5rem;text-align:left;vertical-align:top}
code{font-size:.9em}.m{font-weight:700}.get{color:#0369a1}.post{color:#15803d}.put,.patch{color:#a16207}.delete{color:#b91c1c}
ul{margin:.25rem 0;padding-left:1.2rem;color:#475569}`)}
        </style>
      </head>
      <body>
        <h1>API reference</h1>
        <p>
          Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI
          3.1). Every POST, PUT, PATCH and DELETE must send the <code>XSRF-TOKEN</code> cookie's
          value in the <code>X-XSRF-TOKEN</code> header. Admin endpoints need the session cookie
          from <code>POST /api/admin/login</code>. Errors are <code>application/problem+json</code>.
        </p>
        <table>
          <thead>
            <tr>
              <th>Method</th>
              <th>Path</th>
              <th>What it does and answers</th>
              <th>Who</th>
            </tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
        </table>
      </body>
    </html>`;
}
