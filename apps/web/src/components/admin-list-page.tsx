import type { Message, PageInfo } from '@store/contract';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { errorMessage } from '@/lib/api-client';
import { useConfirmedWrite } from './confirm-button';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column } from './data-table';
import { LinkButton } from './link-button';
import { ListSearchForm } from './list-search-form';
import { PageFrame } from './page-frame';
import { PagedList } from './paged-list';
import { ProductImage } from './product-image';
import { useToast } from './toast';
import { useLoggedError } from './use-logged-error';
import { DELETED_TOAST_MS } from './write-feedback';

/** The padding of a table cell on both sides, so an image column keeps its picture's width. */
const CELL_PADDING = 16;

/**
 * An '이미지' column of a catalogue list: the row's picture at a fixed size (a banner's strip, a
 * category's square), named by the row's title.
 */
export function imageColumn<T>(
  size: { width: number; height: number },
  picture: (row: T) => { src: string | null | undefined; alt: string },
): Column<T> {
  return {
    header: '이미지',
    cellProps: () => ({ style: { width: size.width + CELL_PADDING } }),
    cell: (row) => (
      <ProductImage
        {...picture(row)}
        width={size.width}
        height={size.height}
        className="rounded object-fit-cover"
      />
    ),
  };
}

/** A row's '삭제': the delete call, the dialog's title and question, and what a failure says. */
export interface RowDeletion<T> {
  mutation: { mutateAsync: (seq: number) => Promise<{ message: Message }>; isPending: boolean };
  title: string;
  question: string;
  /** The row's name, shown above the question. */
  nameOf: (row: T) => string;
  /** The toast of a refusal; the server's message by default. */
  failure?: (error: unknown) => Message;
}

export interface AdminListPageProps<T extends { seq: number }> {
  /** Where '등록' leads. */
  addTo: string;
  /** The list's query, its rows, and what its failure is logged as ('카테고리 목록'). */
  list: { isPending: boolean; error: unknown; data?: { pageInfo: PageInfo } };
  rows: readonly T[];
  what: string;
  emptyText: string;
  /** The id of the search box; without it the list has none. */
  searchId?: string;
  /** The filter the address applies (`StateFilter`), between the search and the rows. */
  filter?: ReactNode;
  columns: readonly Column<T>[];
  /** The '관리' column: '수정' to this address, and '삭제' when given. */
  modifyTo?: (row: T) => string;
  deletion?: RowDeletion<T>;
}

/** An administrator's catalogue list: '등록', the search, the table with its row actions, pages. */
export function AdminListPage<T extends { seq: number }>({
  addTo,
  list,
  rows,
  what,
  emptyText,
  searchId,
  filter,
  columns,
  modifyTo,
  deletion,
}: AdminListPageProps<T>) {
  useLoggedError(list.error, what);
  const toast = useToast();
  const failure = deletion?.failure ?? errorMessage;
  const deleting = useConfirmedWrite<T>({
    // Asked only from the rows' '삭제', which a list without `deletion` does not show.
    write: (row) => deletion!.mutation.mutateAsync(row.seq),
    doneToastMs: DELETED_TOAST_MS,
    onFailure: (error) => toast.show(failure(error)),
  });
  const manage: Column<T> = {
    header: '관리',
    cell: (row) => (
      <div className="d-flex gap-1">
        {modifyTo && (
          <LinkButton to={modifyTo(row)} variant="outline-primary" size="sm">
            수정
          </LinkButton>
        )}
        {deletion && (
          <Button variant="outline-danger" size="sm" onClick={() => deleting.ask(row)}>
            삭제
          </Button>
        )}
      </div>
    ),
  };
  return (
    <PageFrame actions={<LinkButton to={addTo}>등록</LinkButton>}>
      {searchId && (
        <div className="mb-3">
          <ListSearchForm id={searchId} />
        </div>
      )}
      {filter}
      <PagedList list={list} count={rows.length} empty={{ text: emptyText }}>
        <DataTable rows={rows} columns={modifyTo || deletion ? [...columns, manage] : columns} />
      </PagedList>
      {deletion && (
        <ConfirmDialog
          {...deleting.dialog}
          title={deletion.title}
          confirmVariant="danger"
          pending={deletion.mutation.isPending}
        >
          {deleting.target && (
            <p className="mb-0 fw-semibold">{deletion.nameOf(deleting.target)}</p>
          )}
          {deletion.question}
        </ConfirmDialog>
      )}
    </PageFrame>
  );
}
