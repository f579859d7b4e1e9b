/**
 * Puts `kept` in the field when a change handler keeps something other than what was typed (only
 * digits of a code, a quantity within the stock), and returns it for the state.
 *
 * React puts a controlled field back to its state after every change; Preact, which the build runs
 * on (decisions.md, "Page weight"), renders again only when the state changes. When the kept value
 * equals the state already held (a letter typed into a code, a 0 into a quantity of 1), nothing
 * would render and the field would show what was refused.
 */
export function keepInField(field: { value: string }, kept: string): string {
  if (field.value !== kept) field.value = kept;
  return kept;
}
