import type { FastifyInstance } from 'fastify';

/** A 1x1 PNG: the smallest real image. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(parts: FormPart[]) {
  const boundary = '----storeTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n`));
    if (part.type) chunks.push(Buffer.from(`Content-Type: ${part.type}\r\n`));
    chunks.push(
      Buffer.from('\r\n'),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Text fields from an object (lists repeat the name), plus image files. */
export function form(
  fields: Record<string, string | number | boolean | (string | number)[]>,
  files: { name: string; filename?: string; content?: Buffer }[] = [],
) {
  const parts: FormPart[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value])
      parts.push({ name, value: String(item) });
  }
  for (const file of files) {
    parts.push({
      name: file.name,
      value: file.content ?? PNG_1X1,
      filename: file.filename ?? 'image.png',
      type: 'image/png',
    });
  }
  return multipartBody(parts);
}

type FormValue = string | number | boolean | (string | number)[];

/** The fields the listing edit screen sends back from the detail it read (`/api/sale/modify`). */
export const SALE_FORM_FIELDS = [
  'category',
  'productNo',
  'title',
  'quantity',
  'salePrice',
  'deliveryFee',
  'content',
  'version',
] as const;

/**
 * An edit form as a screen sends it back: the `names` fields of the detail it read (each one
 * present there), then `changes`.
 */
export function formOf(
  detail: Record<string, unknown>,
  names: readonly string[],
  changes: Record<string, FormValue> = {},
) {
  const read = Object.fromEntries(
    names.filter((name) => detail[name] !== undefined).map((name) => [name, detail[name]]),
  ) as Record<string, FormValue>;
  return form({ ...read, ...changes });
}

/** Sends a multipart body with the sender's headers (a bearer) beside its own. */
export const sendForm = (
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  body: ReturnType<typeof multipartBody>,
  headers: Record<string, string> = {},
) => app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });

/**
 * The administrator saves a listing's edit form: the listing's category and product, then
 * `fields` (the specification's own client sends no offer fields).
 */
export const saveListingForm = (
  app: FastifyInstance,
  headers: Record<string, string>,
  listing: { category: { name: string }; product: { productNo: string }; sale: { seq: number } },
  fields: Record<string, FormValue>,
) =>
  sendForm(
    app,
    'PUT',
    `/api/sale/modify/${listing.sale.seq}`,
    form({ category: listing.category.name, productNo: listing.product.productNo, ...fields }),
    headers,
  );
