/**
 * Puts `kept` in the field when a change handler keeps something other than what was typed (only
 * digits of a code, a quantity within the stock), and returns it for the state.
 *
 * React already puts a controlled field back to its state after every change, also when the kept
 * value equals the state held (a letter typed into a code, a 0 into a quantity of 1), so the field
 * never shows what was refused either way; this does the same a moment earlier, in the handler.
 */
export function keepInField(field: { value: string }, kept: string): string {
  if (field.value !== kept) field.value = kept;
  return kept;
}
