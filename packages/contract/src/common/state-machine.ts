/** Who asks for a transition: the member who owns the row, an administrator, or the store itself. */
export type Actor = 'CUSTOMER' | 'ADMIN' | 'SYSTEM';

export interface Transition<S extends string> {
  readonly from: S;
  readonly to: S;
  readonly by: readonly Actor[];
}

export interface StateMachine<S extends string> {
  readonly states: readonly S[];
  readonly transitions: readonly Transition<S>[];
  /** Whether `actor` may move a row from `from` to `to`. */
  can(from: string, to: string, actor: Actor): boolean;
  /** The states `actor` may move a row in `from` to. */
  targets(from: string, actor: Actor): S[];
  isState(value: string): value is S;
}

/**
 * A state machine as data (Vendure's transition table): the table is the rule, so the server's
 * transition functions and the screens ask the same question. Pairs not in the table are refused.
 */
export function defineStateMachine<S extends string>(
  states: readonly S[],
  transitions: readonly Transition<S>[],
): StateMachine<S> {
  const table = new Map<string, Set<Actor>>();
  for (const transition of transitions) {
    const key = `${transition.from}>${transition.to}`;
    const actors = table.get(key) ?? new Set<Actor>();
    for (const actor of transition.by) actors.add(actor);
    table.set(key, actors);
  }
  const isState = (value: string): value is S => (states as readonly string[]).includes(value);
  return {
    states,
    transitions,
    isState,
    can: (from, to, actor) => table.get(`${from}>${to}`)?.has(actor) ?? false,
    targets: (from, actor) => states.filter((to) => table.get(`${from}>${to}`)?.has(actor)),
  };
}

/** Every pair of distinct states, each as `{ from, to }`, except those leaving `finals`. */
export function everyMoveBetween<S extends string>(
  states: readonly S[],
  finals: readonly S[],
): { from: S; to: S }[] {
  return states.flatMap((from) =>
    finals.includes(from) ? [] : states.filter((to) => to !== from).map((to) => ({ from, to })),
  );
}
