import { buildApp } from '../app';
import { loadSettings } from '../config/env';
import { openStoreDatabase } from '../db/open';
import { seedDemoShop } from '../seed/seed';
import { seedLargeShop } from './seed-large';

/** `node dist/bench-seed.mjs`: the demo shop plus a large catalogue, into DATA_DIR or DATABASE_URL. */
const settings = loadSettings();
const size = {
  listings: Number(process.env.BENCH_LISTINGS ?? 100_000),
  members: Number(process.env.BENCH_MEMBERS ?? 20_000),
  orders: Number(process.env.BENCH_ORDERS ?? 200_000),
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
