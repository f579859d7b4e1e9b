import { useEffect, useState } from 'react';
import '@/config/zod-korean';

/** Anything with Zod's `safeParse`: the contract's schemas, without the web app importing Zod. */
export interface Checkable {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** The first message a schema gives for a value, or undefined when the value passes. */
export function schemaError(schema: Checkable, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? '');
}

export interface ValidationContext {
  /** True once the person has tried to submit: rules that only matter then (checks not yet done) apply. */
  submitted: boolean;
}

export type FieldName<V> = Extract<keyof V, string>;
export type FieldErrors<V> = Partial<Record<FieldName<V>, string>>;
export type Validators<V> = {
  [K in keyof V]?: (value: V[K], values: V, context: ValidationContext) => string | undefined;
};

export interface UseFormOptions<V> {
  initialValues: V | (() => V);
  /** One rule per checked field, in the order of the form: the first failing field gets the focus. */
  validators: Validators<V>;
  /** Field ids are `${idPrefix}-${name}`: labels point at them and the focus goes to them. */
  idPrefix: string;
}

/**
 * A form's values and messages. A field's message shows once it was left (blur) or the form was
 * submitted, and follows the value from then on. Messages the page sets (the server's) stay until
 * the field changes.
 */
export function useForm<V extends object>({
  initialValues,
  validators,
  idPrefix,
}: UseFormOptions<V>) {
  type Name = FieldName<V>;
  const [values, setValuesState] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<Name, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pageErrors, setPageErrors] = useState<Partial<Record<string, string>>>({});
  // A new object each time, so asking twice for the same field focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const names = Object.keys(validators) as Name[];
  const id = (name: Name | (string & {})) => `${idPrefix}-${name}`;
  const check = (name: Name, context: ValidationContext) =>
    validators[name]?.(values[name], values, context);

  const errors: Partial<Record<string, string>> = {};
  for (const name of names) {
    const shown = submitted || touched[name];
    const error = pageErrors[name] ?? (shown ? check(name, { submitted }) : undefined);
    if (error) errors[name] = error;
  }
  for (const [name, error] of Object.entries(pageErrors)) {
    if (error && !(name in errors)) errors[name] = error;
  }

  const forgetPageErrors = (changed: string[]) =>
    setPageErrors((current) =>
      changed.some((name) => name in current)
        ? Object.fromEntries(Object.entries(current).filter(([name]) => !changed.includes(name)))
        : current,
    );

  return {
    idPrefix,
    values,
    errors: errors as FieldErrors<V> & Partial<Record<string, string>>,
    id,
    setValue<K extends Name>(name: K, value: V[K]) {
      setValuesState((current) => ({ ...current, [name]: value }));
      forgetPageErrors([name]);
    },
    setValues(partial: Partial<V>) {
      setValuesState((current) => ({ ...current, ...partial }));
      forgetPageErrors(Object.keys(partial));
    },
    /** The field was left: its message shows from now on. */
    touch(name: Name) {
      setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
    },
    /** Shows every message and focuses the first invalid field; true when all fields pass. */
    validate(): boolean {
      setSubmitted(true);
      const first = names.find((name) => Boolean(check(name, { submitted: true })));
      if (first !== undefined) setFocusRequest({ id: id(first) });
      return first === undefined;
    },
    /**
     * Messages the page sets itself (the server's `fieldErrors`, a failed request), kept until
     * their field changes; the first such field gets the focus.
     */
    showErrors(fieldErrors: Readonly<Record<string, string>>) {
      setPageErrors((current) => ({ ...current, ...fieldErrors }));
      const first = [...names, ...Object.keys(fieldErrors)].find((name) => fieldErrors[name]);
      if (first !== undefined) setFocusRequest({ id: id(first) });
    },
    focus(name: Name | (string & {})) {
      setFocusRequest({ id: id(name) });
    },
    reset(next: V) {
      setValuesState(next);
      setTouched({});
      setSubmitted(false);
      setPageErrors({});
    },
  };
}

export type FormApi<V extends object> = ReturnType<typeof useForm<V>>;
