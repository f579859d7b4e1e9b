import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../platform/app-error';
import {
  IMAGE_CACHE_CONTROL,
  IMAGE_CONTENT_TYPES,
  isStoredImageName,
  UPLOADS_URL_PREFIX,
  type ImageFileInfo,
  type ImageStore,
} from '../platform/image-store';
import { sendError } from './errors';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_REQUEST = 20;

const IMAGE_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(IMAGE_CONTENT_TYPES).map(([extension, type]) => [type, extension]),
);

/** An uploaded image, checked by its content (never by its name or declared type). */
export interface UploadedImage {
  field: string;
  content: Buffer;
  extension: string;
  mimeType: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Images of a multipart call, by field name (`images`, `thumbnails`, ...). */
    uploads: Map<string, UploadedImage[]> | null;
  }
}

/** The images uploaded under one field name. */
export const uploadedImages = (request: FastifyRequest, field: string): UploadedImage[] =>
  request.uploads?.get(field) ?? [];

export async function detectImage(
  content: Buffer,
): Promise<{ mimeType: string; extension: string } | null> {
  const type = await fileTypeFromBuffer(content);
  const extension = type ? IMAGE_TYPES[type.mime] : undefined;
  return type && extension ? { mimeType: type.mime, extension } : null;
}

/**
 * A part's field name as the body knows it: `images[]` is `images`. Form libraries (axios's
 * FormData serialiser, the original client's) name list items with `[]`; others repeat the name.
 */
const fieldNameOf = (name: string): string =>
  name.length > 2 && name.endsWith('[]') ? name.slice(0, -2) : name;

/**
 * Reads a multipart body: text fields become the body (a repeated name, plain or with `[]`,
 * becomes a list), files become `request.uploads`. Every file must be a JPEG, PNG, GIF or WebP
 * image of at most 10 MB.
 */
export async function readMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const body: Record<string, string | string[]> = {};
  const uploads = new Map<string, UploadedImage[]>();
  try {
    for await (const part of request.parts()) {
      const field = fieldNameOf(part.fieldname);
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // An empty file input still sends a part with no name and no bytes: not an upload.
        if (content.length === 0 && !part.filename) continue;
        const image = await detectImage(content);
        if (!image) throw new AppError('UNSUPPORTED_IMAGE');
        const list = uploads.get(field) ?? [];
        list.push({ field, content, ...image });
        uploads.set(field, list);
      } else {
        const value = String(part.value);
        const existing = body[field];
        if (existing === undefined) body[field] = value;
        else body[field] = Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code } = error as { code?: unknown };
    // Past a limit (fields, parts) the plugin cuts the file being read short, and its own error
    // would only come after this one.
    if (code === 'ERR_STREAM_PREMATURE_CLOSE') throw new AppError('PAYLOAD_TOO_LARGE');
    // The plugin's errors (sizes, counts) carry a code; the parser's complaints about the body
    // (no boundary, a part cut short) do not, and are the sender's fault as well.
    if (code) throw error;
    throw new AppError('MALFORMED_BODY');
  }
  request.body = body;
  request.uploads = uploads;
}

/** Whether the browser's copy (`If-None-Match`, else `If-Modified-Since`) is still the file. */
function isNotModified(request: FastifyRequest, { etag, lastModified }: ImageFileInfo): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return (
      noneMatch.trim() === '*' ||
      (etag !== null && noneMatch.split(',').some((tag) => opaque(tag) === opaque(etag)))
    );
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  // HTTP dates have whole seconds.
  return lastModified !== null && since >= Math.floor(lastModified.getTime() / 1000) * 1000;
}

/**
 * Sends `/uploads/<name>` from a store that is not a folder here (a bucket): streamed, with the
 * headers the folder's files get. A conditional or HEAD request reads the object's facts only.
 */
async function sendStoredImage(
  images: ImageStore,
  request: FastifyRequest<{ Params: { '*': string } }>,
  reply: FastifyReply,
) {
  const name = request.params['*'];
  if (!isStoredImageName(name)) return sendError(reply, new AppError('NOT_FOUND'));
  const isConditional = Boolean(
    request.headers['if-none-match'] ?? request.headers['if-modified-since'],
  );
  const find = () =>
    request.method === 'GET' && !isConditional ? images.open(name) : images.stat(name);
  const file = (await find()) ?? ((await images.ensureVariant(name)) ? await find() : null);
  if (!file) return sendError(reply, new AppError('NOT_FOUND'));
  reply.headers({ 'content-type': file.contentType, 'cache-control': IMAGE_CACHE_CONTROL });
  if (file.etag) reply.header('etag', file.etag);
  if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
  if (isNotModified(request, file)) return reply.code(304).send();
  const opened = 'body' in file || request.method === 'HEAD' ? file : await images.open(name);
  if (!opened) return sendError(reply, new AppError('NOT_FOUND'));
  reply.header('content-length', opened.size);
  return 'body' in opened ? reply.send(opened.body) : reply.send();
}

export const uploadsPlugin = fp(
  async (app: FastifyInstance, { images }: { images: ImageStore }) => {
    await app.register(multipart, {
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: MAX_FILES_PER_REQUEST,
        fields: 100,
        fieldSize: 100 * 1024,
        parts: 200,
      },
      throwFileSizeLimit: true,
    });
    app.decorateRequest('uploads', null);
    const uploadsDir = images.localDirectory;
    if (uploadsDir) mkdirSync(uploadsDir, { recursive: true });
    await app.register(
      async (uploads) => {
        if (uploadsDir) {
          await uploads.register(fastifyStatic, {
            root: uploadsDir,
            prefix: '/',
            decorateReply: true,
            index: false,
            list: false,
            dotfiles: 'deny',
            // Names are random and never reused, so a stored image never changes.
            immutable: true,
            maxAge: '365d',
          });
        } else {
          // HEAD declared, not derived from GET: Fastify's own HEAD would answer a length of 0.
          uploads.route<{ Params: { '*': string } }>({
            method: ['GET', 'HEAD'],
            url: '/*',
            handler: (request, reply) => sendStoredImage(images, request, reply),
          });
        }
        // A resized copy missing (an image stored before copies were made): made once from the
        // original, then served like any other file. Anything else missing is a 404.
        uploads.setNotFoundHandler(async (request, reply) => {
          // Copies are named in [0-9a-f-] only, so the raw path needs no decoding.
          const name = (request.url.split('?')[0] ?? '').slice(UPLOADS_URL_PREFIX.length);
          if (uploadsDir && (request.method === 'GET' || request.method === 'HEAD')) {
            if (await images.ensureVariant(name)) return reply.sendFile(name);
          }
          return sendError(reply, new AppError('NOT_FOUND'));
        });
      },
      { prefix: UPLOADS_URL_PREFIX.slice(0, -1) },
    );
  },
  { name: 'uploads' },
);
