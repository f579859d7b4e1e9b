import type { ENDPOINTS, EndpointQuery } from '@store/contract';
import { entityKeys } from '@/lib/query-keys';

export type CategoryListQuery = EndpointQuery<typeof ENDPOINTS.category.list>;

/**
 * Query keys of the category calls. The select list (`['category', 'formSelect']`, read by the
 * shop and the forms through components/category-options) sits under the same root, so a write
 * that invalidates `categoryKeys.all` refreshes it too.
 */
export const categoryKeys = entityKeys<CategoryListQuery>('category');

/** Listings and products show the category name: a category write changes what they show. */
export const CATEGORY_DEPENDENT_ROOTS = [['sale'], ['product']] as const;
