import { sql, type Column } from 'drizzle-orm';
import { saleImages } from './schema';

/**
 * The path of a listing's first thumbnail (in the order they are shown), or null: a subquery for
 * the rows that name their listing in `saleSeq` (orders, rentals).
 */
export const firstThumbnailOf = (saleSeq: Column) => sql<string | null>`(
  select ${saleImages.path} from ${saleImages}
  where ${saleImages.saleSeq} = ${saleSeq} and ${saleImages.kind} = 'THUMBNAIL'
  order by ${saleImages.sortOrder}, ${saleImages.seq} limit 1)`;
