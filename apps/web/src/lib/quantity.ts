/**
 * The order quantity from what was typed: a whole number at least 1 (anything else is 1), and at
 * most the units left (specification 001 sections 5 and 9).
 */
export function normalizeQuantity(input: string, available: number): number {
  const value = Number(input);
  if (input.trim() === '' || !Number.isInteger(value) || value < 1) return 1;
  return Math.min(value, Math.max(1, available));
}
