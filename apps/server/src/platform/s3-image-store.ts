import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
  type HeadObjectCommandOutput,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config/env';
import {
  contentTypeOf,
  createImageStoreOver,
  IMAGE_CACHE_CONTROL,
  type ImageFileInfo,
  type ImageFiles,
  type ImageStore,
  type ImageStoreOptions,
} from './image-store';

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** What the SDK sends for an object that is not there: null instead. */
async function unlessMissing<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

const infoOf = (
  name: string,
  object: GetObjectCommandOutput | HeadObjectCommandOutput,
): ImageFileInfo => ({
  size: object.ContentLength ?? 0,
  // By the name, as on the local folder: an object put there by hand is never served as a page.
  contentType: contentTypeOf(name),
  etag: object.ETag ?? null,
  lastModified: object.LastModified ?? null,
});

/** Why a bucket cannot be used, in words an operator can act on. */
function describeFailure(error: unknown): string {
  const status = statusOf(error);
  if (status === 404) return 'there is no such bucket';
  if (status === 403 || status === 401)
    return 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)';
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  return [status, code ?? name, message].filter(Boolean).join(' ') || String(error);
}

/** The objects under the prefix of a bucket, one per stored file. */
function s3ImageFiles(s3: S3Settings): ImageFiles {
  const client = new S3Client({
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
    // The newer default checksums (CRC32 on every upload) are unknown to many S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s3.bucket;
  const keyOf = (name: string) => `${s3.prefix}${name}`;
  const getObject = (name: string) =>
    unlessMissing(client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) })));
  return {
    localDirectory: null,
    async put(name, content) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(name),
          Body: content,
          ContentType: contentTypeOf(name),
          CacheControl: IMAGE_CACHE_CONTROL,
        }),
      );
    },
    async get(name) {
      const object = await getObject(name);
      if (!object?.Body) return null;
      const bytes = await object.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async delete(name) {
      // One call per object: DeleteObjects needs a checksum some S3-compatible stores refuse.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    async *names() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            ...(s3.prefix ? { Prefix: s3.prefix } : {}),
            // The folder's own objects, not those of folders inside it (backups beside images).
            Delimiter: '/',
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        );
        for (const { Key } of page.Contents ?? []) if (Key) yield Key.slice(s3.prefix.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async stat(name) {
      const object = await unlessMissing(
        client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) })),
      );
      return object ? infoOf(name, object) : null;
    },
    async open(name) {
      const object = await getObject(name);
      if (!object) return null;
      if (!(object.Body instanceof Readable)) throw new Error(`no stream for ${keyOf(name)}`);
      return { ...infoOf(name, object), body: object.Body };
    },
    async ready() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const where = s3.endpoint ?? `AWS S3 (${s3.region})`;
        throw new Error(
          `the image bucket ${Bucket} at ${where} cannot be used: ${describeFailure(error)}`,
          { cause: error },
        );
      }
    },
  };
}

/** Images in an S3-compatible bucket (AWS S3, MinIO, R2, ...), under S3_PREFIX. */
export const createS3ImageStore = (s3: S3Settings, options: ImageStoreOptions = {}): ImageStore =>
  createImageStoreOver(s3ImageFiles(s3), options);
