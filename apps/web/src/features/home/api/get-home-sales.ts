import { ENDPOINTS, HOME_GRID_PAGE_SIZE } from '@store/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Under the listing lists (`['sale', 'list']`): every listing write refreshes the grid. */
export const homeSalesQueryKey = ['sale', 'list', 'infinite', { s: HOME_GRID_PAGE_SIZE }] as const;

export const getHomeSalesPage = (p: number, signal?: AbortSignal) =>
  apiRequest(ENDPOINTS.sale.list, { query: { p, s: HOME_GRID_PAGE_SIZE }, signal });

/**
 * The home grid, page after page (p = 1, 2, …, s = 10). A page without items is the end
 * (specification 000 sections 2.3 and 4): no page is asked for after it.
 */
export const useHomeSales = () =>
  useInfiniteQuery({
    queryKey: homeSalesQueryKey,
    queryFn: ({ pageParam, signal }) => getHomeSalesPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.saleList.length === 0 ? undefined : lastPageParam + 1,
  });
