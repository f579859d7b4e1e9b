import { mkdirSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../platform/app-error';
import { ensureImageVariant, UPLOADS_URL_PREFIX } from '../platform/image-store';
import { sendError } from './errors';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_REQUEST = 20;

const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

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

export const uploadsPlugin = fp(
  async (app: FastifyInstance, { dataDir }: { dataDir: string }) => {
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
    const uploadsDir = path.join(dataDir, 'uploads');
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(
      async (uploads) => {
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
        // A resized copy missing (an image stored before copies were made): made once from the
        // original, then served like any other file. Anything else missing is a 404.
        uploads.setNotFoundHandler(async (request, reply) => {
          // Copies are named in [0-9a-f-] only, so the raw path needs no decoding.
          const name = (request.url.split('?')[0] ?? '').slice(UPLOADS_URL_PREFIX.length);
          if (request.method === 'GET' || request.method === 'HEAD') {
            if (await ensureImageVariant(uploadsDir, name)) return reply.sendFile(name);
          }
          return sendError(reply, new AppError('NOT_FOUND'));
        });
      },
      { prefix: UPLOADS_URL_PREFIX.slice(0, -1) },
    );
  },
  { name: 'uploads' },
);
