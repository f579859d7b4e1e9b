import { createHash } from 'node:crypto';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { c as createTar, x as extractTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadSettings } from '../config/env';
import { openPglite, type Database, type DatabaseHandle } from '../db/client';
import { createLocalImageStore, type ImageStore } from '../platform/image-store';
import { DEMO_MEMBERS, seedDemoShop } from '../seed/seed';
import { signIn } from '../testing/factories';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';
import { openBackupArchive } from './backup-archive';
import { BackupError, type BackupManifest } from './backup-format';
import { controlSocketPath, openControlSocket, requestBackup } from './control-socket';
import { writeBackup } from './create-backup';
import { shippedLevel } from './migration-level';
import { restoreBackup } from './restore-backup';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Every table's rows and every sequence, as one comparable value: per table the row count and a
 * digest of its rows' JSON (sorted, so it does not depend on the order rows were written in).
 */
async function fingerprint(db: Database) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const { rows: tables } = (await tx.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
    `)) as unknown as { rows: { name: string }[] };
    const digests: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = (await tx.execute(
        sql.raw(`select count(*)::text || ' ' || md5(coalesce(string_agg(row_to_json(r)::text, E'\\n'
          order by row_to_json(r)::text), '')) as digest from public."${name}" r`),
      )) as unknown as { rows: { digest: string }[] };
      digests[name] = rows[0]!.digest;
    }
    const { rows: sequences } = (await tx.execute(sql`
      select sequencename as name, last_value::text as value from pg_sequences
      where schemaname = 'public' order by sequencename
    `)) as unknown as { rows: { name: string; value: string | null }[] };
    return { digests, sequences };
  });
}

async function imageDigests(images: ImageStore): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for await (const name of images.list())
    digests[name] = createHash('sha256')
      .update((await images.read(name)) ?? '')
      .digest('hex');
  return digests;
}

async function restoreFile(file: string, handle: DatabaseHandle, images: ImageStore) {
  const archive = await openBackupArchive(file);
  try {
    return await restoreBackup(archive, { handle, images });
  } finally {
    await archive.dispose();
  }
}

/** A store as the server builds it, on a restored data folder and database. */
async function appOn(dataDir: string, db: Database): Promise<FastifyInstance> {
  const settings = loadSettings({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    CATALOGUE_CACHE_SECONDS: '0',
  });
  const { app } = await buildApp({ settings, db, serveSpa: false });
  await app.ready();
  return app;
}

/** What member1 sees of their orders and rentals, and the first picture of the catalogue. */
async function whatMember1Sees(app: FastifyInstance) {
  const member1 = DEMO_MEMBERS[0];
  const { headers } = await signIn(app, member1);
  const orders = (await app.inject({ method: 'GET', url: '/api/order/list', headers })).json();
  const rentals = (await app.inject({ method: 'GET', url: '/api/rental/list', headers })).json();
  const [firstOrder] = orders.orderList;
  const detail = (
    await app.inject({ method: 'GET', url: `/api/order/detail/${firstOrder.seq}`, headers })
  ).json();
  const sales = (await app.inject({ method: 'GET', url: '/api/sale/list?s=60' })).json();
  const picture = await app.inject({ method: 'GET', url: sales.saleList[0].thumbnailPath });
  return {
    orders,
    rentals,
    detail,
    picture: {
      status: picture.statusCode,
      sha256: createHash('sha256').update(picture.rawPayload).digest('hex'),
    },
  };
}

let source: TestApp;
let control: { close(): Promise<void> };
let work: string;
let backupFile: string;
let sourceRows: Awaited<ReturnType<typeof fingerprint>>;
let sourceImages: Record<string, string>;

beforeAll(async () => {
  source = await createTestApp();
  await seedDemoShop(source.ctx);
  work = mkdtempSync(path.join(tmpdir(), 'billim-backup-test-'));
  // As server.ts opens it for a running store: the backup comes over its control socket.
  control = await openControlSocket({
    dataDir: source.settings.dataDir,
    db: source.db,
    images: source.ctx.images,
    log: source.app.log,
    kind: onPostgres ? 'postgres' : 'pglite',
  });
  backupFile = path.join(work, 'through-socket.tar.gz');
  await requestBackup(controlSocketPath(source.settings.dataDir), createWriteStream(backupFile));
  sourceRows = await fingerprint(source.db);
  sourceImages = await imageDigests(source.ctx.images);
}, 120_000);

afterAll(async () => {
  await control?.close();
  await source?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  const restoredDir = () => path.join(work, 'restored');
  let restored: DatabaseHandle;

  it('restores a running shop, backed up through its control socket, into an empty data folder', async () => {
    restored = await openPglite(path.join(restoredDir(), 'pglite'));
    const images = createLocalImageStore(path.join(restoredDir(), 'uploads'));
    const manifest = await restoreFile(backupFile, restored, images);

    expect(manifest.source).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.migration).toEqual(shippedLevel());
    const rows = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    for (const table of ['member', 'orders', 'rental', 'payment', 'product', 'sale'])
      expect(rows[table], table).toBeGreaterThan(0);
    expect(manifest.images).toBe(Object.keys(sourceImages).length);

    // Every row of every table, and every sequence (the next member or order number follows on).
    expect(await fingerprint(restored.db)).toEqual(sourceRows);
    expect(await imageDigests(images)).toEqual(sourceImages);

    // What a person notices: member1 signs in with the same password and sees the same orders,
    // rentals and order lines with their amounts; the catalogue's pictures are the same bytes.
    const app = await appOn(restoredDir(), restored.db);
    try {
      const after = await whatMember1Sees(app);
      const before = await whatMember1Sees(source.app);
      expect(before.orders.orderList.length).toBeGreaterThan(0);
      expect(before.detail.totalPrice).toBeGreaterThan(0);
      expect(before.picture.status).toBe(200);
      expect(after).toEqual(before);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a target that is not empty and changes nothing in it', async () => {
    const images = createLocalImageStore(path.join(restoredDir(), 'uploads'));
    const before = await fingerprint(restored.db);
    const error = await restoreFile(backupFile, restored, images).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/비어 있지 않아/);
    expect((error as Error).message).toMatch(/nothing was restored or changed/);
    expect((error as Error).message).toContain(`member (${DEMO_MEMBERS.length + 1})`);
    expect(await fingerprint(restored.db)).toEqual(before);
    expect(await imageDigests(images)).toEqual(sourceImages);

    // Images alone are enough to refuse, before the database is so much as migrated.
    const folder = path.join(work, 'images-only');
    const onlyImages = createLocalImageStore(path.join(folder, 'uploads'));
    const [name] = Object.keys(sourceImages);
    await onlyImages.write(name!, (await source.ctx.images.read(name!))!);
    const empty = await openPglite(path.join(folder, 'pglite'));
    try {
      await expect(restoreFile(backupFile, empty, onlyImages)).rejects.toThrow(/images \(1\)/);
      const { rows } = (await empty.db.execute(
        sql`select count(*)::int as tables from information_schema.tables where table_schema in ('public', 'drizzle')`,
      )) as unknown as { rows: { tables: number }[] };
      expect(rows[0]!.tables).toBe(0);
    } finally {
      await empty.close();
    }
  }, 60_000);

  it('refuses a backup from a newer version of the store, and a file cut short', async () => {
    const unpacked = path.join(work, 'unpacked');
    mkdirSync(unpacked);
    await extractTar({ file: backupFile, cwd: unpacked });
    const manifestFile = path.join(unpacked, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
    const newer = { tag: '9999_future', index: 9999, createdAt: shippedLevel().createdAt + 1 };
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, migration: newer }));
    const newerFile = path.join(work, 'newer.tar.gz');
    await createTar({ gzip: true, cwd: unpacked, file: newerFile }, [
      'db',
      'images',
      'manifest.json',
    ]);
    await expect(openBackupArchive(newerFile)).rejects.toThrow(/더 새로운 버전/);

    const cutFile = path.join(work, 'cut.tar.gz');
    const whole = readFileSync(backupFile);
    writeFileSync(cutFile, whole.subarray(0, Math.floor(statSync(backupFile).size * 0.9)));
    await expect(openBackupArchive(cutFile)).rejects.toThrow(/손상/);
  });

  it(`restores a backup of the restored folder into a migrated, empty ${onPostgres ? 'PostgreSQL' : 'PGlite'} database`, async () => {
    const file = path.join(work, 'from-restored.tar.gz');
    const images = createLocalImageStore(path.join(restoredDir(), 'uploads'));
    const written = await writeBackup(
      { db: restored.db, kind: 'pglite', images },
      createWriteStream(file),
    );
    expect(written.source).toBe('pglite');
    await restored.close();

    const target = await openTestDatabase();
    try {
      const targetImages = createLocalImageStore(path.join(work, 'second', 'uploads'));
      await restoreFile(file, target, targetImages);
      expect(await fingerprint(target.db)).toEqual(sourceRows);
      expect(await imageDigests(targetImages)).toEqual(sourceImages);
    } finally {
      await target.close();
    }
  }, 120_000);
});
