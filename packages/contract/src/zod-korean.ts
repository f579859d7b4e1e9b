import { z } from 'zod';

/**
 * Zod's own messages (wrong type, missing field) in Korean. Schemas name their own messages where
 * the specification gives one; this covers the rest. Both the server and the web call it once.
 */
export function applyKoreanZodMessages(): void {
  z.config(z.locales.ko());
}
