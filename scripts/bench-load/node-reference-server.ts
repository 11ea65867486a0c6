/**
 * node:http and nothing else, for `npm run bench:load` (node-reference.ts starts it): the pages
 * in the manifest (`argv[2]`, path → headers and base64 body) answered from a Map on
 * 127.0.0.1:`argv[3]`.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const manifest = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as Record<
  string,
  { headers: string[]; body: string }
>;
const pages = new Map(
  Object.entries(manifest).map(([path, page]) => [
    path,
    { headers: page.headers, body: Buffer.from(page.body, "base64") },
  ]),
);

createServer((req, res) => {
  const page = pages.get(req.url ?? "");
  if (!page) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, page.headers);
  res.end(page.body);
}).listen(Number(process.argv[3]), "127.0.0.1");
