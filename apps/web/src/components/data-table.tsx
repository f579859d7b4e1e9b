import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';
import Table from 'react-bootstrap/Table';
import { formatDate } from '@/lib/format';

export interface Column<T> {
  header: string;
  /** `end` for amounts and counts: header and cells right-aligned. */
  align?: 'end';
  /** Attributes of each cell beyond its alignment (a width, a title, a class). */
  cellProps?: (row: T) => TdHTMLAttributes<HTMLTableCellElement>;
  cell: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  /** Attributes of each row (a click). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
  /** Read by screen readers only. */
  caption?: string;
  size?: 'sm';
  className?: string;
  /**
   * A table with nothing to focus (no link, no button) that may scroll sideways on a phone: its
   * scroll box takes the keyboard's focus, named by the caption, so it can be scrolled.
   */
  focusableScroll?: boolean;
}

const END = 'text-end';

const withClass = (first: string | undefined, second: string | undefined) =>
  [first, second].filter(Boolean).join(' ') || undefined;

/** A table of records (by `seq`), a column each: its header and what a row shows in it. */
export function DataTable<T extends { seq: number }>({
  columns,
  rows,
  rowProps,
  caption,
  size,
  className = 'align-middle text-nowrap',
  focusableScroll = false,
}: DataTableProps<T>) {
  const table = (
    <Table responsive={!focusableScroll} hover size={size} className={className}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      {/* A header never breaks inside a word ('수/량' on a phone), whatever the table's class. */}
      <thead className="text-nowrap">
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={column.align === 'end' ? END : undefined}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.seq} {...rowProps?.(row)}>
            {columns.map((column) => {
              const props = column.cellProps?.(row) ?? {};
              const align = column.align === 'end' ? END : undefined;
              return (
                <td key={column.header} {...props} className={withClass(align, props.className)}>
                  {column.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
  if (!focusableScroll) return table;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe's scrollable-region-focusable: a keyboard must reach a box it can only scroll.
    <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
      {table}
    </div>
  );
}

/** 등록일 and 수정일 of a catalogue record, as dates in Korea. */
export function recordDateColumns<
  T extends { insertDttm: string; updateDttm: string },
>(): Column<T>[] {
  return [
    { header: '등록일', cell: (row) => formatDate(row.insertDttm) },
    { header: '수정일', cell: (row) => formatDate(row.updateDttm) },
  ];
}
