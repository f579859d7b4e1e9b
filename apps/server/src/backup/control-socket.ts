import { chmodSync, lstatSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { ImageStore } from '../platform/image-store';
import { BackupError } from './backup-format';
import { packBackup, snapshotDatabase, type BackupSource } from './create-backup';

export const CONTROL_SOCKET_NAME = 'control.sock';
export const BACKUP_PATH = '/backup';
/** macOS's limit for a Unix socket's path (Linux allows 108). */
const MAX_SOCKET_PATH_BYTES = 104;

export const controlSocketPath = (dataDir: string): string =>
  path.join(dataDir, CONTROL_SOCKET_NAME);

export interface ControlSocketOptions {
  dataDir: string;
  db: Database;
  images: ImageStore;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Which database `db` is (the socket is opened for the embedded one). */
  kind?: BackupSource['kind'];
}

/** Removes a socket file left by a process that is gone; anything else at that path is kept. */
function removeStaleSocket(socketPath: string): boolean {
  try {
    if (!lstatSync(socketPath).isSocket()) return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
  rmSync(socketPath, { force: true });
  return true;
}

/**
 * The running server's door for `npm run backup`: PGlite's folder belongs to this process alone
 * (db/data-dir-lock.ts), so a backup of it asks this process over a Unix socket,
 * `DATA_DIR/control.sock`, and gets the same .tar.gz the CLI writes for a store it opens itself.
 *
 * Permission model: whoever can reach the socket may take a backup, and nobody else. The socket
 * has mode 0600 and sits in the data folder beside the database files and the images, so a user
 * who can use it could already read everything a backup holds; no port is opened, nothing is
 * reachable over the network.
 */
export async function openControlSocket({
  dataDir,
  db,
  images,
  log,
  kind = 'pglite',
}: ControlSocketOptions): Promise<{ close(): Promise<void> }> {
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) >= MAX_SOCKET_PATH_BYTES) {
    log.warn(
      { socketPath },
      `control socket not opened: its path is longer than ${MAX_SOCKET_PATH_BYTES - 1} bytes; npm run backup needs the server stopped (or a shorter DATA_DIR)`,
    );
    return { close: async () => undefined };
  }
  if (!removeStaleSocket(socketPath)) {
    log.warn({ socketPath }, 'control socket not opened: something else is at its path');
    return { close: async () => undefined };
  }

  const stopping = new AbortController();
  const running = new Set<Promise<unknown>>();
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== BACKUP_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    const work = (async () => {
      const started = Date.now();
      const signal = stopping.signal;
      let snapshot;
      try {
        snapshot = await snapshotDatabase(db, kind, { signal });
      } catch (error) {
        log.error({ err: error }, 'backup failed');
        res
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(
            error instanceof BackupError ? error.message : '백업하지 못했습니다 (서버 로그 참고).',
          );
        return;
      }
      try {
        res.writeHead(200, { 'content-type': 'application/gzip' });
        const manifest = await packBackup(snapshot, images, res, { signal });
        log.info(
          { images: manifest.images, ms: Date.now() - started },
          'backup sent over the control socket',
        );
      } catch (error) {
        log.error({ err: error }, 'backup cut short');
      } finally {
        await snapshot.dispose();
      }
    })();
    running.add(work);
    void work.finally(() => running.delete(work));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
    chmodSync(socketPath, 0o600);
  } catch (error) {
    // The store runs without it: only a backup while it runs needs it.
    log.warn({ err: error, socketPath }, 'control socket not opened');
    server.close();
    return { close: async () => undefined };
  }
  server.on('error', (error) => log.error({ err: error }, 'control socket error'));
  log.info({ socketPath }, 'control socket open (npm run backup)');

  return {
    async close() {
      // A backup in progress is cut (the client sees an incomplete file and says so); the
      // database must not close under its transaction, so it is waited for.
      stopping.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled(running);
      rmSync(socketPath, { force: true });
    },
  };
}

/** Asks the server behind `socketPath` for a backup and writes it to `output`. */
export function requestBackup(socketPath: string, output: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: BACKUP_PATH, method: 'GET' }, (res) => {
      if (res.statusCode !== 200) {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          reject(
            new BackupError(
              Buffer.concat(chunks).toString('utf8').trim() ||
                `서버가 백업을 거절했습니다 (HTTP ${res.statusCode}).`,
            ),
          ),
        );
        return;
      }
      res.on('aborted', () => output.destroy(new Error('backup cut short')));
      res.on('error', (error) => output.destroy(error));
      res.pipe(output);
      finished(output).then(() => {
        if (res.complete) resolve();
        else
          reject(new BackupError('서버가 백업을 끝까지 보내지 않았습니다 (server closed early).'));
      }, reject);
    });
    req.on('error', reject);
    req.end();
  });
}
