import { allEndpoints, type AnyEndpoint, type HttpMethod } from '@store/contract';
import type { JsonSchema } from './json-schema';

/** One call of the OpenAPI document, with the contract endpoint it was generated from. */
export interface FuzzOperation {
  /** `GET /api/contact/:seq`, as the contract and the authorization matrix name it. */
  key: string;
  method: HttpMethod;
  /** Fastify's form, `:name` parameters. */
  path: string;
  access: AnyEndpoint['access'];
  endpoint: AnyEndpoint;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: { type: 'json' | 'multipart'; schema: JsonSchema } | null;
  /** Image fields of a multipart call: the document describes only the text fields. */
  files: string[];
  /** Declared successful replies by status. */
  replies: Map<number, { contentType: string; schema: JsonSchema }>;
  errorSchema: JsonSchema;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * The image parts of the specification's form calls, by field name, as the routes read them
 * (`uploadedImages(request, 'images')`): multipart file parts have no place in the document.
 */
const FILE_FIELDS: Record<string, string[]> = {
  'POST /api/category/add': ['image'],
  'PUT /api/category/modify/:seq': ['image'],
  'POST /api/banner/add': ['image'],
  'PUT /api/banner/modify/:seq': ['image'],
  'POST /api/product/add': ['images'],
  'PUT /api/product/modify/:seq': ['images'],
  'POST /api/sale/add': ['thumbnails', 'contentImages'],
  'PUT /api/sale/modify/:seq': ['thumbnails', 'contentImages'],
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every call of the document. Throws when the document and the contract disagree. */
export function readOperations(document: OpenApiDocument): FuzzOperation[] {
  const endpoints = new Map(allEndpoints().map((e) => [`${e.method} ${e.path}`, e]));
  const operations: FuzzOperation[] = [];
  for (const [openApiPath, item] of Object.entries(document.paths)) {
    const path = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    for (const [verb, operation] of Object.entries(item)) {
      if (!METHODS.has(verb)) continue;
      const method = verb.toUpperCase() as HttpMethod;
      const key = `${method} ${path}`;
      const endpoint = endpoints.get(key);
      if (!endpoint) throw new Error(`${key} is in the OpenAPI document but not in the contract`);
      endpoints.delete(key);
      const parameters = (where: string): Parameter[] =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === where)
          .map(({ name, required, schema }) => ({ name, required: required ?? false, schema }));
      const content = operation.requestBody?.content ?? {};
      const multipart = content['multipart/form-data'];
      const json = content['application/json'];
      const replies = new Map<number, { contentType: string; schema: JsonSchema }>();
      let errorSchema: JsonSchema | null = null;
      for (const [status, reply] of Object.entries(operation.responses)) {
        const [contentType, media] = Object.entries(reply.content ?? {})[0] ?? [];
        if (!contentType || !media) continue;
        if (/^\d+$/.test(status))
          replies.set(Number(status), { contentType, schema: media.schema });
        else if (status === '4XX') errorSchema = media.schema;
      }
      if (!errorSchema) throw new Error(`${key} declares no error body`);
      operations.push({
        key,
        method,
        path,
        access: endpoint.access,
        endpoint,
        pathParams: parameters('path'),
        queryParams: parameters('query'),
        body: multipart
          ? { type: 'multipart', schema: multipart.schema }
          : json
            ? { type: 'json', schema: json.schema }
            : null,
        files: FILE_FIELDS[key] ?? [],
        replies,
        errorSchema,
      });
    }
  }
  if (endpoints.size > 0) {
    throw new Error(`not in the OpenAPI document: ${[...endpoints.keys()].join(', ')}`);
  }
  return operations;
}
