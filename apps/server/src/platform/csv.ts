import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toKoreaIsoDate, type AnyEndpoint } from '@store/contract';
import type { Clock } from './clock';
import { registerEndpoint, type HandlerInput } from './endpoint';

/** Excel reads a UTF-8 file as UTF-8 (Korean intact) only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

type Cell = string | number | null | undefined;

/**
 * One cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break (quotes
 * doubled). Text that a spreadsheet would run as a formula (=, +, -, @ first) is kept as text with
 * a leading apostrophe; numbers are written as they are.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A CSV file, streamed: the byte order mark and `header`, then each batch of rows as it is read. */
export function csvStream(header: readonly string[], batches: AsyncIterable<Cell[][]>): Readable {
  async function* lines() {
    yield UTF8_BOM + csvLine(header);
    for await (const rows of batches) {
      if (rows.length > 0) yield rows.map(csvLine).join('');
    }
  }
  return Readable.from(lines());
}

/** `attachment; filename*=` for a Korean file name, with an ASCII fallback. */
export const attachmentOf = (name: string, fallback: string): string =>
  `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Readies `reply` for a CSV download named after the Korea-time day (`주문목록-20261127.csv`,
 * with `orders-20261127.csv` for clients that cannot read the Korean name) and answers `file`.
 */
function csvDownload(
  reply: FastifyReply,
  names: { korean: string; ascii: string },
  today: Date,
  file: Readable,
): Readable {
  const day = toKoreaIsoDate(today).replace(/-/g, '');
  reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      attachmentOf(`${names.korean}-${day}.csv`, `${names.ascii}-${day}.csv`),
    );
  return file;
}

/** A CSV file to download and the names it is saved under (see csvDownload). */
export interface CsvFile {
  names: { korean: string; ascii: string };
  file: Readable;
}

/** Registers a CSV export: `read` makes the file, downloaded under the Korea-time day of `clock`. */
export function registerCsvEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  clock: Clock,
  read: (input: HandlerInput<E>) => CsvFile | Promise<CsvFile>,
): void {
  registerEndpoint(app, endpoint, async (input) => {
    const { names, file } = await read(input);
    return csvDownload(input.reply, names, clock.now(), file);
  });
}
