import type { ENDPOINTS, EndpointQuery } from '@store/contract';

export type CategoryListQuery = EndpointQuery<typeof ENDPOINTS.category.list>;

/**
 * Query keys of the category calls. The select list (`['category', 'formSelect']`, read by the
 * shop and the forms through components/category-options) sits under the same root, so a write
 * that invalidates `categoryKeys.all` refreshes it too.
 */
export const categoryKeys = {
  all: ['category'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  list: (query: CategoryListQuery) => [...categoryKeys.lists(), query] as const,
  details: () => [...categoryKeys.all, 'detail'] as const,
  detail: (seq: number) => [...categoryKeys.details(), seq] as const,
};

/** Listings and products show the category name: a category write changes what they show. */
export const CATEGORY_DEPENDENT_ROOTS = [['sale'], ['product']] as const;
