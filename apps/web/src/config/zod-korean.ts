/**
 * Zod as the web app imports it (`zod` resolves here, apps/web/vite/contract-for-browser.ts): with
 * its own messages (wrong type, missing field) in Korean, set before any schema is used. The chunk
 * that first needs Zod brings this along; pages without forms load neither.
 */
import { config, locales } from 'zod/v4';

config(locales.ko());

export * from 'zod/v4';
export { default } from 'zod/v4';
