import { buildApp } from '../app';
import { loadSettings } from '../config/env';
import { openStoreDatabase } from '../db/open';
import { seedDemoShop } from '../seed/seed';
import { seedLargeShop } from './seed-large';

/**
 * `node dist/bench-seed.mjs`: the demo shop plus a large shop (BENCH_LISTINGS listings,
 * BENCH_MEMBERS members and two years of BENCH_ORDERS orders with their payments and rentals), into
 * DATA_DIR or DATABASE_URL. Prints how long each part took.
 */
const settings = loadSettings();
const size = {
  listings: Number(process.env.BENCH_LISTINGS ?? 100_000),
  members: Number(process.env.BENCH_MEMBERS ?? 100_000),
  orders: Number(process.env.BENCH_ORDERS ?? 1_000_000),
};
const database = await openStoreDatabase(settings);
const { app, ctx } = await buildApp({ settings, db: database.db, serveSpa: false });
const started = Date.now();
await seedDemoShop(ctx);
await seedLargeShop(database.db, size);
console.log(
  `seeded ${size.listings} listings, ${size.members} members, ${size.orders} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
await app.close();
await database.close();
