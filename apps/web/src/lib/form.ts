import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { input, ZodType } from 'zod';
import '@/config/zod-korean';
import { ApiError } from './api-client';

/**
 * The type of the messages a form keeps until their field changes: a refusal from the server, or
 * a check the page made itself (the id check, the code of an e-mail).
 */
const KEPT_ERROR = 'kept';

/** The first message a schema gives for a value, or undefined when the value passes. */
export function schemaError(schema: ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? '');
}

export interface RuleContext {
  /** True once the person has tried to submit: rules that only matter then (checks not yet done) apply. */
  submitted: boolean;
}

type Messages<V extends FieldValues> = Partial<Record<FieldPath<V>, string | undefined>>;

export interface ContractFormOptions<V extends FieldValues> {
  /** Field ids are `${idPrefix}-${name}`: labels point at them and the focus goes to them. */
  idPrefix: string;
  defaultValues: V;
  /**
   * Rules beyond the schema's: a field compared with another, what the screen knows (an id check),
   * or only once submitted. A field's schema message comes first.
   */
  rules?: (values: V, context: RuleContext) => Messages<V>;
  /** Fields whose message depends on another's value: `{ password: ['passwordConfirm'] }`. */
  deps?: Partial<Record<FieldPath<V>, FieldPath<V>[]>>;
  /** The contract's texts as this screen spells them: `{ [contractText]: screenText }`. */
  texts?: Readonly<Record<string, string>>;
}

/** Where a refusal's messages go: the field a code names, and server field names renamed. */
export interface ServerErrorMap {
  codes?: Readonly<Record<string, string>>;
  fields?: Readonly<Record<string, string>>;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The messages a refusal puts on a form's fields: its `fieldErrors` (renamed to the form's names;
 * the first of two renamed alike wins), and its own text on the field its code names.
 */
export function serverFieldErrors(
  error: unknown,
  { codes = {}, fields = {} }: ServerErrorMap = {},
): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const messages: Record<string, string> = {};
  const coded = codes[error.code];
  if (coded) messages[coded] = error.message;
  const renamed = new Set<string>();
  for (const [name, message] of Object.entries(error.fieldErrors)) {
    const field = fields[name] ?? name;
    if (renamed.has(field)) continue;
    if (fields[name]) renamed.add(field);
    messages[field] = message;
  }
  return messages;
}

/**
 * A form on react-hook-form, checked by a schema of the contract (or one derived from it) with
 * Zod's messages in Korean. Values stay as the fields hold them (strings); the submit handler gets
 * them raw and builds the request body.
 *
 * A field's message shows once it was left or the form was submitted, and follows the value from
 * then on. Messages the page sets (`showErrors`, `showServerErrors`) show at once and stay until
 * their field changes; they do not stop the next submit. A refused submit focuses the first field
 * with a message.
 */
export function useContractForm<S extends ZodType, V extends FieldValues & input<S>>(
  schema: S,
  options: ContractFormOptions<V>,
) {
  type Name = FieldPath<V>;
  const { idPrefix, defaultValues } = options;
  const deps: Partial<Record<Name, Name[]>> = options.deps ?? {};
  const latest = useRef(options);
  const submittedRef = useRef(false);
  const inFlight = useRef(false);
  const [submitted, setSubmitted] = useState(false);
  // The page's messages, and the values each was given for (its field's, and those of the fields
  // its message depends on): a change of them drops it.
  const keptFor = useRef(new Map<string, unknown>());
  const [kept, setKept] = useState<Readonly<Record<string, string>>>({});
  // A new object each time, so asking twice for the same field focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);

  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const [resolver] = useState(() => {
    const parse = zodResolver(schema as never, undefined, { mode: 'sync', raw: true });
    const checked: Resolver<V> = async (values, context, resolverOptions) => {
      const changed = [...keptFor.current].filter(
        ([name, snapshot]) => !sameValue(snapshotOf(name, values), snapshot),
      );
      if (changed.length > 0) {
        for (const [name] of changed) keptFor.current.delete(name);
        setKept((current) =>
          Object.fromEntries(Object.entries(current).filter(([name]) => keptFor.current.has(name))),
        );
      }
      const { rules, texts = {} } = latest.current;
      const result = await parse(values as never, context, resolverOptions as never);
      const errors: Record<string, FieldError> = {
        ...(result.errors as Record<string, FieldError>),
      };
      for (const error of Object.values(errors)) {
        if (error.message && texts[error.message]) error.message = texts[error.message];
      }
      const ruled: Messages<V> = rules?.(values, { submitted: submittedRef.current }) ?? {};
      for (const [name, message] of Object.entries<string | undefined>(ruled)) {
        if (message && !errors[name]) errors[name] = { type: 'rule', message };
      }
      return Object.keys(errors).length === 0
        ? { values, errors: {} }
        : { values: {}, errors: errors as FieldErrors<V> };
    };
    return checked;
  });

  /** The values a message about `name` depends on. */
  function snapshotOf(name: string, values: Record<string, unknown>) {
    const sources = Object.entries(latest.current.deps ?? {})
      .filter(([, dependents]) => (dependents as string[] | undefined)?.includes(name))
      .map(([source]) => source);
    return [name, ...sources].map((source) => values[source]);
  }

  const methods: UseFormReturn<V> = useForm<V>({
    mode: 'all',
    reValidateMode: 'onChange',
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    shouldFocusError: false,
  });

  const id = (name: Name | (string & {})) => `${idPrefix}-${name}`;

  /** Focuses the field once the screen shows what led here (a closed dialog, a new field). */
  const focus = (name: Name | (string & {})) => setFocusRequest({ id: id(name) });

  /** Sets a value as typing would: checked with what depends on it. */
  const change = <N extends Name>(name: N, value: V[N]) => {
    methods.setValue(name, value as never, { shouldDirty: true });
    void methods.trigger([name, ...(deps[name] ?? [])]);
  };

  /** The first of these fields on the screen. */
  const firstOnScreen = (names: readonly string[]) =>
    names
      .map((name) => document.getElementById(id(name)))
      .filter((element): element is HTMLElement => element !== null)
      .sort((a, b) =>
        a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      )[0];

  /** Messages the page sets: shown at once, kept until their field changes, the first focused. */
  const showErrors = (messages: Readonly<Record<string, string | undefined>>): boolean => {
    const values = methods.getValues() as Record<string, unknown>;
    const shown = Object.entries(messages).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    );
    for (const [name, message] of shown) {
      keptFor.current.set(name, snapshotOf(name, values));
      methods.setError(name as Name, { type: KEPT_ERROR, message });
    }
    setKept((current) => ({ ...current, ...Object.fromEntries(shown) }));
    const first = firstOnScreen(shown.map(([name]) => name));
    if (first) setFocusRequest({ id: first.id });
    return shown.length > 0;
  };

  /** A field's message as the person should see it now (see the hook). */
  const shownError = (
    name: Name | (string & {}),
    error: FieldError | undefined,
    isTouched: boolean,
  ): string | undefined => {
    if (kept[name]) return kept[name];
    // A page's message shows from `kept` alone: once dropped, it is not shown again.
    if (!error?.message || error.type === KEPT_ERROR) return undefined;
    return submitted || isTouched ? error.message : undefined;
  };

  return {
    ...methods,
    idPrefix,
    deps,
    id,
    focus,
    showErrors,
    /** A refusal's field messages on the form (see `serverFieldErrors`); true when there were any. */
    showServerErrors: (error: unknown, map?: ServerErrorMap) =>
      showErrors(serverFieldErrors(error, map)),
    shownError,
    /** `shownError` of a field by name, for fields drawn by their own components. */
    fieldError(name: Name | (string & {})): string | undefined {
      const { errors, touchedFields } = methods.formState;
      return shownError(
        name,
        (errors as Record<string, FieldError | undefined>)[name],
        Boolean((touchedFields as Record<string, unknown>)[name]),
      );
    },
    change,
    /** Empties a field and puts the focus in it: a refused password, a code just sent. */
    clearAndFocus(name: Name) {
      change(name, '' as V[Name]);
      focus(name);
    },
    /** Back to these values (or the first ones), untouched, unsubmitted, without messages. */
    reset(values?: V) {
      keptFor.current.clear();
      setKept({});
      submittedRef.current = false;
      setSubmitted(false);
      methods.reset(values);
    },
    /**
     * The form's submit handler: checks every field, then calls `handler` with the values as the
     * fields hold them, or shows the messages and focuses the first (or calls `onInvalid` with
     * them instead). A submit while one is under way is ignored.
     */
    submit(handler: (values: V) => unknown, onInvalid?: (messages: Messages<V>) => void) {
      return (event?: BaseSyntheticEvent) => {
        event?.preventDefault();
        if (inFlight.current) return;
        inFlight.current = true;
        submittedRef.current = true;
        setSubmitted(true);
        void methods
          .handleSubmit(
            async (values) => {
              await handler(values);
            },
            (errors) => {
              if (!onInvalid) {
                firstOnScreen(Object.keys(errors))?.focus();
                return;
              }
              const messages: Record<string, string | undefined> = {};
              for (const [name, error] of Object.entries(errors)) {
                messages[name] = (error as FieldError | undefined)?.message;
              }
              onInvalid(messages as Messages<V>);
            },
          )()
          .finally(() => {
            inFlight.current = false;
          });
      };
    },
  };
}

export type ContractForm<V extends FieldValues> = ReturnType<typeof useContractForm<ZodType, V>>;
