/** A LIKE pattern that matches `text` anywhere, with the user's % _ and \ taken literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const pageOffset = (page: number, size: number): number => (page - 1) * size;
