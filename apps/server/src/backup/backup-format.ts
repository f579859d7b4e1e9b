import type { MigrationLevel } from './migration-level';
import type { SequenceState } from './store-tables';

/**
 * The backup file, a `.tar.gz`:
 *   db/<table>.jsonl   one row per line (`row_to_json`), parents before children
 *   images/<name>      every file the image store lists, originals and their copies
 *   manifest.json      written last, so an archive cut short has none and is refused
 */
export const BACKUP_FORMAT = 'billim-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const DB_FOLDER = 'db/';
export const IMAGES_FOLDER = 'images/';
export const TABLE_FILE_SUFFIX = '.jsonl';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** When the database snapshot was taken (ISO 8601, UTC). */
  createdAt: string;
  source: 'pglite' | 'postgres';
  /** The schema the rows were read from. */
  migration: MigrationLevel;
  /** Per table, in the order the rows can go back in (foreign keys' parents first). */
  tables: { name: string; rows: number; columns: string[] }[];
  sequences: Record<string, SequenceState>;
  images: number;
}

/**
 * A backup or restore that cannot go ahead for a reason the operator can act on: the message says
 * what and why, in Korean and English, and the CLI prints it as it is.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The main tables a person checks after a backup or restore, with their Korean names. */
export const MAIN_TABLES = [
  ['member', '회원'],
  ['orders', '주문'],
  ['rental', '렌탈'],
  ['payment', '결제'],
  ['product', '상품'],
  ['sale', '판매 글'],
  ['contact', '문의'],
] as const;
