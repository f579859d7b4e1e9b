import { mkdirSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../platform/app-error';

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
 * Reads a multipart body: text fields become the body (a repeated name becomes a list), files
 * become `request.uploads`. Every file must be a JPEG, PNG, GIF or WebP image of at most 10 MB.
 */
export async function readMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const body: Record<string, string | string[]> = {};
  const uploads = new Map<string, UploadedImage[]>();
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      // An empty file input still sends a part with no name and no bytes: not an upload.
      if (content.length === 0 && !part.filename) continue;
      const image = await detectImage(content);
      if (!image) throw new AppError('UNSUPPORTED_IMAGE');
      const list = uploads.get(part.fieldname) ?? [];
      list.push({ field: part.fieldname, content, ...image });
      uploads.set(part.fieldname, list);
    } else {
      const value = String(part.value);
      const existing = body[part.fieldname];
      if (existing === undefined) body[part.fieldname] = value;
      else
        body[part.fieldname] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
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
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      // Names are random and never reused, so a stored image never changes.
      immutable: true,
      maxAge: '365d',
    });
  },
  { name: 'uploads' },
);
