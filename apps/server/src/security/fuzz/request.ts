import type { InjectOptions } from 'fastify';
import { multipartBody, PNG_1X1, type FormPart } from '../../testing/multipart';
import { NOT_IMAGES, type FileKind, type FilePart, type FuzzCase } from './generate';
import type { FuzzOperation } from './operations';

const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
// 1x1 pictures that decode, so the store's resized copies are made as for a real upload.
const JPEG_1X1 = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z',
  'base64',
);
const WEBP_1X1 = Buffer.from(
  'UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAsBMJaQAA3AA/veMAAA=',
  'base64',
);
const FILES: Record<FileKind, Buffer> = {
  png: PNG_1X1,
  gif: GIF_1X1,
  jpeg: JPEG_1X1,
  webp: WEBP_1X1,
  'png-header': PNG_1X1.subarray(0, 16),
  text: Buffer.from('just some text, not an image'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
  empty: Buffer.alloc(0),
};
/** The router's `maxParamLength` (app.ts). */
const MAX_PARAM_LENGTH = 200;
const BIG_FILE = Buffer.concat([PNG_1X1, Buffer.alloc(10 * 1024 * 1024)]);
const BIG_BODY = JSON.stringify({ content: 'a'.repeat(1024 * 1024 + 10) });

/** How a value travels in a path, a query or a form field: as text. */
export function toText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(toText).join(',');
  return JSON.stringify(value);
}

/** Percent-encoding, or null when the text cannot be encoded (a lone surrogate). */
function encode(value: string): string | null {
  try {
    return encodeURIComponent(value);
  } catch {
    return null;
  }
}

/** What the server's schemas will be given, and whether the transport keeps that knowable. */
export interface Seen {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
  /** How the body went: as the call declares it, some other way, or not at all. */
  bodyAs: 'json' | 'multipart' | 'other' | 'none';
  /** The request was bent in a way that leaves what the server sees uncertain. */
  uncertain: string | null;
  /** The path was bent: the router may have sent it elsewhere, or nowhere. */
  rerouted: boolean;
  /** The transport itself is wrong, whatever the fields: the server must refuse it. */
  refused: string | null;
}

export interface BuiltRequest {
  options: InjectOptions & { method: NonNullable<InjectOptions['method']>; url: string };
  seen: Seen;
  /** Printed with a failure: the payload, cut short. */
  preview: string;
}

/** A multipart body from fields (lists repeat the name) and image parts. */
function formOf(fields: Record<string, unknown>, files: FilePart[], big: boolean, many: boolean) {
  const parts: FormPart[] = [];
  const seenBody: Record<string, string | string[]> = {};
  const addField = (name: string, value: string) => {
    // What busboy hands back: the UTF-8 round trip of the text.
    const text = Buffer.from(value).toString();
    parts.push({ name, value });
    const existing = seenBody[name];
    seenBody[name] =
      existing === undefined
        ? text
        : Array.isArray(existing)
          ? [...existing, text]
          : [existing, text];
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) addField(name, toText(item));
  }
  let notImage = false;
  let tooLarge = false;
  for (const file of files) {
    const content = FILES[file.kind];
    if (!file.filename) {
      // Without a file name the part is a text field.
      parts.push({ name: file.field, value: content, type: 'image/png' });
      const existing = seenBody[file.field];
      const text = content.toString();
      seenBody[file.field] =
        existing === undefined
          ? text
          : [...(Array.isArray(existing) ? existing : [existing]), text];
      continue;
    }
    parts.push({ name: file.field, value: content, filename: file.filename, type: 'image/png' });
    if ((NOT_IMAGES as readonly string[]).includes(file.kind)) notImage = true;
  }
  if (big) {
    parts.push({ name: 'images', value: BIG_FILE, filename: 'big.png', type: 'image/png' });
    tooLarge = true;
  }
  if (many) {
    for (let i = 0; i < 21; i += 1) {
      parts.push({ name: 'images', value: PNG_1X1, filename: `${i}.png`, type: 'image/png' });
    }
    tooLarge = true;
  }
  const refused = tooLarge ? 'too large' : notImage ? 'a file that is not an image' : null;
  return { ...multipartBody(parts), seenBody, refused };
}

/** The HTTP request of a generated case, with its values already drawn from the pool. */
export function buildRequest(
  op: FuzzOperation,
  fuzzCase: FuzzCase,
  resolved: { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown },
  authorization: string | undefined,
): BuiltRequest {
  const { trick } = fuzzCase;
  const seen: Seen = {
    params: {},
    query: {},
    body: undefined,
    bodyAs: 'none',
    uncertain: null,
    rerouted: false,
    refused: null,
  };

  let url = op.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = toText(resolved.params[name]);
    seen.params[name] = value;
    if (value === '') {
      seen.uncertain ??= 'a blank path segment';
      seen.rerouted = true;
    }
    if (value === '.' || value === '..') {
      // URL parsing resolves a dot segment away (the test transport parses every URL):
      // `/api/contact/detail/.` arrives as `/api/contact/detail/`, another call's address.
      seen.uncertain ??= 'a dot segment';
      seen.rerouted = true;
    }
    if (trick?.kind === 'raw-path') {
      seen.uncertain = 'a path written raw';
      seen.rerouted = true;
      return trick.how === 'raw' ? value : (encode(encode(value) ?? value) ?? value);
    }
    const encoded = encode(value);
    if (encoded === null) {
      seen.uncertain = 'a path that cannot be encoded';
      seen.rerouted = true;
      return '%ED%A0%80';
    }
    // The router refuses a longer parameter itself, before any guard or schema.
    if (encoded.length > MAX_PARAM_LENGTH) seen.rerouted = true;
    return encoded;
  });

  const pairs: string[] = [];
  for (const [name, value] of Object.entries(resolved.query)) {
    if (value === undefined) continue;
    const items = Array.isArray(value) ? value.map(toText) : [toText(value)];
    if (items.length === 0) continue;
    seen.query[name] = items.length === 1 ? items[0]! : items;
    for (const item of items) {
      const encoded = encode(item);
      if (encoded === null) seen.uncertain = 'a query that cannot be encoded';
      pairs.push(`${encodeURIComponent(name)}=${encoded ?? '%ED%A0%80'}`);
    }
  }
  let query = pairs.join('&');
  if (trick?.kind === 'query-suffix') {
    query += trick.text;
    seen.uncertain = 'a query written raw';
  }
  if (query) url += `?${query}`;

  const headers: Record<string, string> = authorization ? { authorization } : {};
  let payload: string | Buffer | undefined;
  const hasBody = op.method !== 'GET';
  if (hasBody && trick?.kind === 'json-text') {
    payload = trick.text;
    headers['content-type'] = 'application/json';
    seen.bodyAs = 'other';
    try {
      seen.body = JSON.parse(trick.text);
      if (op.body?.type === 'json') seen.bodyAs = 'json';
      else if (op.body) seen.refused = 'JSON to a form call';
    } catch {
      seen.refused = 'malformed JSON';
    }
    // A prototype key or a stack of brackets is the parser's to refuse, or not.
    if (/__proto__|constructor|\[\[\[|\\ud800|\uFEFF/.test(trick.text))
      seen.uncertain = 'tricky JSON';
  } else if (hasBody && trick?.kind === 'big-body') {
    payload = BIG_BODY;
    headers['content-type'] = 'application/json';
    seen.bodyAs = 'other';
    seen.refused = 'a body over the limit';
  } else if (hasBody && trick?.kind === 'content-type') {
    payload = 'a=1&b=2';
    headers['content-type'] = trick.value;
    seen.bodyAs = 'other';
    if (['application/xml', 'image/png', 'application/vnd.api+json'].includes(trick.value)) {
      seen.refused = `a body of ${trick.value}`;
    } else if (op.body && ['text/plain', 'multipart/form-data'].includes(trick.value)) {
      seen.refused = `${trick.value} where ${op.body.type} is expected`;
    } else {
      seen.uncertain = `a body of ${trick.value}`;
    }
  } else if (op.body?.type === 'multipart') {
    const fields =
      typeof resolved.body === 'object' && resolved.body !== null && !Array.isArray(resolved.body)
        ? (resolved.body as Record<string, unknown>)
        : {};
    const form = formOf(
      fields,
      fuzzCase.files,
      trick?.kind === 'big-file',
      trick?.kind === 'many-files',
    );
    payload = form.payload;
    Object.assign(headers, form.headers);
    seen.body = form.seenBody;
    seen.bodyAs = 'multipart';
    seen.refused = form.refused;
  } else if (hasBody && resolved.body !== undefined) {
    payload = JSON.stringify(resolved.body);
    headers['content-type'] = 'application/json';
    seen.body = payload === undefined ? undefined : JSON.parse(payload);
    seen.bodyAs = op.body?.type === 'json' ? 'json' : 'other';
  } else if (op.body?.type === 'json') {
    seen.bodyAs = 'json';
  }

  const preview =
    payload === undefined
      ? ''
      : Buffer.isBuffer(payload)
        ? `<multipart ${payload.length} bytes> ${payload.toString('latin1').slice(0, 400)}`
        : payload.slice(0, 400);
  return {
    options: {
      method: op.method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
      remoteAddress: `10.0.0.${fuzzCase.from + 1}`,
    },
    seen,
    preview,
  };
}

/** Why the server must refuse this request (4xx), or null when it may accept it. */
export function knownInvalid(op: FuzzOperation, seen: Seen): string | null {
  if (seen.uncertain) return null;
  if (seen.refused) return seen.refused;
  const { schemas } = op.endpoint;
  if (schemas.params && !schemas.params.safeParse(seen.params).success) return 'invalid path';
  if (schemas.query && !schemas.query.safeParse(seen.query).success) return 'invalid query';
  if (schemas.body && op.body) {
    if (seen.bodyAs === op.body.type || seen.bodyAs === 'none') {
      if (!schemas.body.safeParse(seen.body).success) return 'invalid body';
    }
  }
  return null;
}
