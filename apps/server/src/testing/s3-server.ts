import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config/env';

interface S3rver {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  httpServer: Server;
}

// s3rver ships no types: the little used here, typed by hand.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
}) => S3rver;

/** s3rver's built-in account. */
const ACCOUNT = { region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server in this process (s3rver), its objects in a temporary folder, and a
 * client to arrange and inspect its buckets behind the image store's back.
 */
export async function startS3TestServer({ port: wanted = 0 }: { port?: number } = {}) {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: wanted, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  /** Every request the server got, as `METHOD /path`. */
  const requests: string[] = [];
  server.httpServer.on('request', (request: { method?: string; url?: string }) =>
    requests.push(`${request.method} ${request.url}`),
  );
  const client = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: ACCOUNT.region,
    credentials: ACCOUNT,
  });
  return {
    endpoint,
    requests,
    settings: (bucket: string, prefix = ''): S3Settings => ({
      endpoint,
      bucket,
      prefix,
      ...ACCOUNT,
    }),
    /** The S3_* settings of a bucket on this server. */
    env: (bucket: string, prefix = ''): Record<string, string> => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: ACCOUNT.region,
      S3_ACCESS_KEY_ID: ACCOUNT.accessKeyId,
      S3_SECRET_ACCESS_KEY: ACCOUNT.secretAccessKey,
      S3_PREFIX: prefix,
    }),
    createBucket: (bucket: string) => client.send(new CreateBucketCommand({ Bucket: bucket })),
    /** Every key in the bucket, sorted. */
    async keys(bucket: string): Promise<string[]> {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }),
        );
        keys.push(...(page.Contents ?? []).flatMap(({ Key }) => (Key ? [Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    headObject: (bucket: string, key: string) =>
      client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })),
    putObject: (bucket: string, key: string, body: Buffer | string) =>
      client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body })),
    deleteObject: (bucket: string, key: string) =>
      client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })),
    async close() {
      client.destroy();
      // Keep-alive connections of the clients (the store processes) would hold the close.
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3TestServer>>;
