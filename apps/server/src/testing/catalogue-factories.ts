import { eq } from 'drizzle-orm';
import { nextBusinessNo } from '../db/business-no';
import type { Database } from '../db/client';
import { categories, deliveryCompanies, products, saleImages, sales } from '../db/schema';
import type { AppContext } from '../platform/context';

let counter = 0;
const next = () => (counter += 1);

/** The product form as the screen sends it: a camping chair in the category 캠핑. */
export const CAMPING_CHAIR_FORM = {
  category: '캠핑',
  brand: '코베아',
  name: '캠핑 의자',
  standard: '52x60x80cm',
  stock: 7,
  price: 39000,
  note: '접이식',
};

export async function createCategory(
  ctx: AppContext,
  values: Partial<typeof categories.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(categories)
    .values({ name: `카테고리${next()}`, imagePath: '/uploads/category.png', ...values })
    .returning();
  return row!;
}

export async function createProduct(
  ctx: AppContext,
  categorySeq: number,
  values: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(products)
    .values({
      productNo: await nextBusinessNo(ctx.db, 'PR', ctx.clock.now()),
      categorySeq,
      brand: '브랜드',
      name: `상품${next()}`,
      standard: '기본 규격',
      stock: 10,
      price: 10000,
      note: '비고',
      ...values,
    })
    .returning();
  return row!;
}

/**
 * A product of `stock` units in a new category named `categoryName`, and the listing form an
 * administrator fills in for it: the category and the product number, then `fields`.
 */
export async function createProductToList<Fields extends object>(
  ctx: AppContext,
  categoryName: string,
  stock: number,
  fields: Fields,
) {
  const category = await createCategory(ctx, { name: categoryName });
  const product = await createProduct(ctx, category.seq, { stock });
  return { product, listing: { category: categoryName, productNo: product.productNo, ...fields } };
}

/** A listing with one thumbnail and one content image rows (paths need not exist as files). */
export async function createSale(
  ctx: AppContext,
  product: { seq: number; categorySeq: number },
  values: Partial<typeof sales.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(sales)
    .values({
      saleNo: await nextBusinessNo(ctx.db, 'SA', ctx.clock.now()),
      productSeq: product.seq,
      categorySeq: product.categorySeq,
      title: `판매상품${next()}`,
      salePrice: 12000,
      deliveryFee: 3000,
      quantity: 5,
      content: '상품 설명',
      ...values,
    })
    .returning();
  await ctx.db.insert(saleImages).values([
    {
      saleSeq: row!.seq,
      kind: 'THUMBNAIL',
      name: `t${row!.seq}.png`,
      path: `/uploads/t${row!.seq}.png`,
    },
    {
      saleSeq: row!.seq,
      kind: 'CONTENT',
      name: `c${row!.seq}.png`,
      path: `/uploads/c${row!.seq}.png`,
    },
  ]);
  return row!;
}

/** A listing of a new product in a new category, written straight to the database. */
export async function createListing(
  ctx: AppContext,
  values: {
    product?: Partial<typeof products.$inferInsert>;
    sale?: Partial<typeof sales.$inferInsert>;
  } = {},
) {
  const category = await createCategory(ctx);
  const product = await createProduct(ctx, category.seq, values.product);
  const sale = await createSale(ctx, product, values.sale);
  return { category, product, sale };
}

export async function createDelivery(
  ctx: AppContext,
  values: Partial<typeof deliveryCompanies.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(deliveryCompanies)
    .values({ code: '04', name: 'CJ대한통운', callNo: '1588-1255', ...values })
    .returning();
  return row!;
}

/** A product's stock and a listing's quantity as the database holds them now. */
export async function readStock(db: Database, productSeq: number, saleSeq: number) {
  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.seq, productSeq));
  const [sale] = await db
    .select({ quantity: sales.quantity })
    .from(sales)
    .where(eq(sales.seq, saleSeq));
  return { stock: product!.stock, quantity: sale!.quantity };
}
