/** The operations of an OpenAPI 3.1 document, as the fuzzer needs them. */
export type JsonSchema = Record<string, unknown>;

export interface Operation {
  method: string;
  /** e.g. /api/products/{id} */
  path: string;
  /** JSON pointer of the operation in the document, for schema references. */
  pointer: string;
  pathParams: string[];
  query: Array<{ name: string; schema: JsonSchema }>;
  body?: JsonSchema;
  /** The body is multipart/form-data (the media upload): the fuzzer sends forms and files. */
  multipart: boolean;
  /** Documented statuses. */
  statuses: Set<number>;
  /** Statuses whose answer has an application/json schema. */
  jsonStatuses: Set<number>;
}

interface Document {
  paths: Record<string, Record<string, OperationObject>>;
}
interface OperationObject {
  parameters?: Array<{ name: string; in: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

const escapePointer = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");

export function operationsOf(document: Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const parameters = op.parameters ?? [];
      const statuses = Object.keys(op.responses).map(Number);
      operations.push({
        method: method.toUpperCase(),
        path,
        pointer: `#/paths/${escapePointer(path)}/${method}`,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
        query: parameters
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: op.requestBody?.content?.["application/json"]?.schema,
        multipart: Boolean(op.requestBody?.content?.["multipart/form-data"]),
        statuses: new Set(statuses),
        jsonStatuses: new Set(
          statuses.filter((s) => op.responses[String(s)]?.content?.["application/json"]),
        ),
      });
    }
  }
  return operations;
}
