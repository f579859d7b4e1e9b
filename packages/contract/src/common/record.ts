import { z } from 'zod';

/** When a row was made and last changed, as the specification's records carry them. */
export const timestampFields = { insertDttm: z.string(), updateDttm: z.string() };
