/**
 * The codes of a table keyed by code (a code's label, or its record), in the table's order and
 * typed as Zod's `z.enum` takes them: at least one. Without Zod, for the constants files.
 */
export const codesOf = <T extends Record<string, unknown>>(table: T) =>
  Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];
