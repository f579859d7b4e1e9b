import type { z } from 'zod';

/** The messages of a refused value, or [] when the schema accepts it. For the contract's tests. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
