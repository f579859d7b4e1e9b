import { PAGE_WINDOW, type PageInfo } from '@store/contract';
import { Link, useLocation } from 'react-router';

export interface PaginationProps {
  pageInfo: PageInfo;
  /** Called with the chosen page; without it the pages are links that set `pageParam`. */
  onChange?: (page: number) => void;
  /** The query name of the page in link mode: `p` on most lists, `page` on the member list. */
  pageParam?: string;
  label?: string;
}

export interface PageControl {
  key: string;
  page: number;
  text: string;
  /** Spoken name of an arrow control. */
  label?: string;
  current?: boolean;
  disabled?: boolean;
}

/**
 * First, the previous group (left - 10, at least 1), the numbers left..right (at most PAGE_WINDOW),
 * the next group (right + 1) and last; disabled where they would lead nowhere.
 */
export function pageControls(pageInfo: PageInfo): PageControl[] {
  const { currentPageNumber: current, leftPageNumber: left, totalPages: total } = pageInfo;
  const right = Math.min(pageInfo.rightPageNumber, left + PAGE_WINDOW - 1);
  const numbers: PageControl[] = [];
  for (let page = left; page <= right; page += 1) {
    numbers.push({ key: String(page), page, text: String(page), current: page === current });
  }
  return [
    { key: 'first', page: 1, text: '«', label: '첫 페이지', disabled: current <= 1 },
    {
      key: 'prev',
      page: Math.max(1, left - PAGE_WINDOW),
      text: '‹',
      label: '이전 10페이지',
      disabled: current <= 1,
    },
    ...numbers,
    { key: 'next', page: right + 1, text: '›', label: '다음 10페이지', disabled: right >= total },
    { key: 'last', page: total, text: '»', label: '마지막 페이지', disabled: current >= total },
  ];
}

/** The list pager. Renders nothing while there are no pages. */
export function Pagination({
  pageInfo,
  onChange,
  pageParam = 'p',
  label = '페이지 이동',
}: PaginationProps) {
  const location = useLocation();
  if (pageInfo.totalPages <= 0) return null;

  const linkTo = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set(pageParam, String(page));
    return { pathname: location.pathname, search: `?${params}` };
  };

  return (
    <nav aria-label={label}>
      <ul className="pagination justify-content-center flex-wrap">
        {pageControls(pageInfo).map(({ key, page, text, label: name, current, disabled }) => {
          const content = name ? (
            <>
              <span aria-hidden="true">{text}</span>
              <span className="visually-hidden">{name}</span>
            </>
          ) : (
            text
          );
          let control;
          if (current || disabled) {
            control = (
              <span
                className="page-link"
                aria-current={current ? 'page' : undefined}
                aria-disabled={disabled || undefined}
              >
                {content}
              </span>
            );
          } else if (onChange) {
            control = (
              <button type="button" className="page-link" onClick={() => onChange(page)}>
                {content}
              </button>
            );
          } else {
            control = (
              <Link className="page-link" to={linkTo(page)}>
                {content}
              </Link>
            );
          }
          const state = current ? ' active' : disabled ? ' disabled' : '';
          return (
            <li key={key} className={`page-item${state}`}>
              {control}
            </li>
          );
        })}
      </ul>
      {pageInfo.estimated && (
        <p className="text-center text-body-secondary small mb-0">
          {estimatedPagesText(pageInfo.totalPages)}
        </p>
      )}
    </nav>
  );
}

/** Under the pager of a list too large to count exactly (the server's estimate). */
export const estimatedPagesText = (totalPages: number): string =>
  `약 ${totalPages.toLocaleString('ko-KR')}페이지 · 목록이 커서 전체 수는 어림한 값입니다. 상태나 검색어로 좁히면 정확히 셉니다.`;
